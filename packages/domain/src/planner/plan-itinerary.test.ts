import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../geo/distance';
import { PLANNER_SPARSE_CATALOG, PLANNER_TEST_CATALOG } from '../../test-support/planner-catalog';
import { randomTripForm, seededRandom } from '../../test-support/planner-forms';
import { checkPlan, emptyStats } from '../../test-support/planner-properties';
import type { Itinerary } from './itinerary';
import { PLANNER_RULES, dayTripDays, planItinerary } from './plan-itinerary';
import { PLANNER_TEXTS } from './planner-texts';
import type { TripForm } from './trip-form';

const FORM: TripForm = {
  destination: 'marrakech',
  duration: 3,
  travelers: 'couple',
  startDate: '2026-12-07', // a Monday
  interests: ['culture', 'nature'],
  budget: 2,
  transport: ['taxi'],
  diet: ['none'],
  specialRequests: '',
  language: 'en',
};
const CATALOG = [...PLANNER_TEST_CATALOG, ...PLANNER_SPARSE_CATALOG];
const byId = new Map(CATALOG.map((p) => [p.id, p]));
const plan = (changes: Partial<TripForm> = {}, catalog = CATALOG) =>
  planItinerary({ ...FORM, ...changes }, catalog);
/** The named places of each day (a meal in the streets around names none). */
const ids = (itinerary: Itinerary) =>
  itinerary.days.map((d) => d.locations.flatMap((l) => (l.placeId === undefined ? [] : [l.placeId])));
const expectSound = (form: TripForm, itinerary: Itinerary, catalog = CATALOG) =>
  expect(checkPlan(form, catalog, itinerary)).toEqual([]);

describe('planItinerary', () => {
  it('plans one day per requested day, dated from the start date, from the catalog only', () => {
    const itinerary = plan();
    expect(itinerary.days.map((d) => [d.day, d.date])).toEqual([
      [1, '2026-12-07'],
      [2, '2026-12-08'],
      [3, '2026-12-09'],
    ]);
    expect(itinerary.metadata).toEqual({ source: 'embedded' });
    for (const day of itinerary.days) {
      expect(day.locations.length).toBeGreaterThanOrEqual(PLANNER_RULES.minPlacesPerDay);
      expect(day.locations.length).toBeLessThanOrEqual(PLANNER_RULES.maxPlacesPerDay);
    }
    expectSound({ ...FORM }, itinerary);
  });

  it('gives the same plan for the same form, whatever the order of the catalog', () => {
    const first = plan({ duration: 6, transport: ['car'] });
    expect(plan({ duration: 6, transport: ['car'] })).toEqual(first);
    expect(plan({ duration: 6, transport: ['car'] }, [...CATALOG].reverse())).toEqual(first);
  });

  it('has lunch at 12:30-14:00 every day and a dinner at 19:30-21:30 on the first and last days only', () => {
    const itinerary = plan({ duration: 3 });
    itinerary.days.forEach((day, i) => {
      const meals = day.locations.filter((l) => l.type === 'restaurant').map((l) => l.time);
      expect(meals).toEqual(i === 1 ? ['12:30-14:00'] : ['12:30-14:00', '19:30-21:30']);
    });
  });

  it('keeps to the opening hours of each date: a museum closed on Tuesdays is never planned on one', () => {
    for (const startDate of ['2026-12-07', '2026-12-08', '2026-12-09']) {
      const itinerary = plan({ duration: 1, startDate, interests: ['culture', 'crafts'] });
      expectSound({ ...FORM, duration: 1, startDate, interests: ['culture', 'crafts'] }, itinerary);
      if (startDate === '2026-12-08') expect(ids(itinerary).flat()).not.toContain('marrakech:city-museum');
    }
  });

  it('keeps a walking day within the walking radius, in the order of the shortest way', () => {
    const itinerary = plan({ duration: 2, transport: ['walking'], interests: ['culture'] });
    for (const day of itinerary.days) {
      const places = day.locations.map((l) => byId.get(l.placeId!)!);
      for (const a of places)
        for (const b of places)
          expect(haversineMeters(a, b)).toBeLessThanOrEqual(PLANNER_RULES.walkingRadiusM);
      expect(day.dailyTips.some((t) => t.startsWith('All of today’s stops are within'))).toBe(true);
    }
  });

  it('groups a day by neighbourhood: a day in the new town keeps to it when it has enough', () => {
    const itinerary = plan({
      duration: 1,
      transport: ['walking'],
      interests: ['culture', 'nature', 'photography'],
    });
    const areas = itinerary.days[0]!.locations.map((l) => byId.get(l.placeId!)!.area);
    // Blue Garden leads (curated, three interests, first by id): the new town's sights and meals come with it.
    expect(itinerary.days[0]!.title).toBe('Around Blue Garden');
    expect(areas.filter((a) => a === 'new-town').length).toBeGreaterThanOrEqual(4);
  });

  it('gives a family no night out, and a couple who asked for one a night out after dinner', () => {
    const couple = plan({ duration: 2, interests: ['culture', 'nightlife'] });
    const family = plan({ duration: 2, interests: ['culture', 'nightlife'], travelers: 'family' });
    const nights = (it: Itinerary) =>
      ids(it)
        .flat()
        .filter((id) => byId.get(id)!.kind === 'nightlife');
    expect(nights(family)).toEqual([]);
    expect(nights(couple).length).toBeGreaterThan(0);
    const firstNight = couple.days[0]!.locations.at(-1)!;
    expect(byId.get(firstNight.placeId!)!.kind).toBe('nightlife');
    expect(firstNight.time >= '21:30').toBe(true);
  });

  // The test town's bars: Cocktail Bar and Jazz Bar (named so); its Night Club is none. The square cafe serves
  // alcohol, as do both bars.
  it.each([
    ['en', 'No bars, please', 'bars', 'You said no to “bars”'],
    ['fr', 'Pas de bars', 'bars', 'Vous avez exclu « bars »'],
    ['es', 'Sin bares, por favor', 'bares', 'Ha descartado «bares»'],
    ['de', 'Keine Kneipen', 'Kneipen', 'Sie haben „Kneipen“ ausgeschlossen'],
  ] as const)(
    'lets a denial win over an interest (%s): nightlife chosen, %j, no bar, and the notes say what was left out',
    (language, specialRequests, word, note) => {
      const asked = { duration: 3, interests: ['culture', 'nightlife'] as const, language };
      const itinerary = plan({ ...asked, specialRequests });
      const planned = ids(itinerary).flat();
      expect(planned.filter((id) => /bar$/.test(id))).toEqual([]);
      expect(ids(plan(asked)).flat().filter((id) => /bar$/.test(id)).length).toBeGreaterThan(0);
      const tip = itinerary.practicalInfo.tips.find((t) => t.startsWith(note))!;
      expect(tip).toContain(word);
      expect(tip).toMatch(/Cocktail Bar, Jazz Bar|Jazz Bar, Cocktail Bar/);
      expect(itinerary.practicalInfo.tips.some((t) => t === PLANNER_TEXTS[language].requestUnmatched(specialRequests))).toBe(false);
      expectSound({ ...FORM, ...asked, specialRequests }, itinerary);
    },
  );

  it.each([
    ['en', 'No alcohol'],
    ['fr', 'Sans alcool'],
    ['es', 'Sin alcohol'],
    ['de', 'Kein Alkohol'],
  ] as const)('keeps out every place that serves alcohol when told so (%s: %j)', (language, specialRequests) => {
    const asked = { duration: 2, interests: ['food', 'nightlife'] as const, language, specialRequests };
    const planned = ids(plan(asked)).flat().map((id) => byId.get(id)!);
    expect(planned.length).toBeGreaterThan(0);
    expect(planned.filter((p) => p.kind === 'nightlife' || p.diet?.alcohol)).toEqual([]);
  });

  it('serves meals only where the diet is served', () => {
    const itinerary = plan({ duration: 2, diet: ['vegan'] });
    const meals = ids(itinerary)
      .flat()
      .map((id) => byId.get(id)!)
      .filter((p) => p.kind === 'restaurant' || p.kind === 'cafe');
    expect(meals.length).toBeGreaterThan(0);
    for (const meal of meals) expect(meal.diet?.vegan).toBe(true);
  });

  it('never makes a café that serves no meal the lunch or the dinner: it is a pause between sights', () => {
    const catalog = CATALOG.map((p) => (p.kind === 'cafe' ? { ...p, light: true } : p));
    const cafes = new Set(catalog.filter((p) => p.light).map((p) => p.id));
    const form = { ...FORM, duration: 3, interests: ['food', 'culture'] as const };
    const itinerary = planItinerary(form, catalog);
    expect(checkPlan(form, catalog, itinerary)).toEqual([]);
    const stops = itinerary.days.flatMap((d) => d.locations);
    const pauses = stops.filter((l) => cafes.has(l.placeId!));
    expect(pauses.length).toBeGreaterThan(0);
    for (const pause of pauses) expect(['12:30-14:00', '19:30-21:30']).not.toContain(pause.time);
    for (const day of itinerary.days)
      expect(day.locations.filter((l) => cafes.has(l.placeId!)).length).toBeLessThanOrEqual(1);
    expect(stops.filter((l) => l.time === '12:30-14:00').length).toBeGreaterThan(0);
  });

  it('suggests lunch in the streets around the morning when no place fits the diet, naming no place', () => {
    const form = { ...FORM, duration: 4, diet: ['vegan', 'halal', 'gluten-free'] } as TripForm;
    const itinerary = plan(form);
    const texts = PLANNER_TEXTS.en;
    const street = itinerary.days.flatMap((d) => d.locations.filter((l) => l.placeId === undefined && l.time === '12:30-14:00'));
    expect(street.length).toBeGreaterThan(0);
    for (const day of itinerary.days) {
      const lunch = day.locations.findIndex((l) => l.time === '12:30-14:00');
      expect(lunch).toBeGreaterThanOrEqual(0);
      const stop = day.locations[lunch]!;
      if (stop.placeId !== undefined) continue;
      // Around the morning's last place (the afternoon's first when the morning is empty).
      const around = day.locations[lunch === 0 ? 1 : lunch - 1]!.name;
      expect(stop).toEqual({
        name: texts.streetLunch(around),
        time: '12:30-14:00',
        description: texts.streetLunchDescription(around),
        type: 'restaurant',
        tips: texts.streetMealDiet,
        price: '80-150 MAD',
      });
    }
    expectSound(form, itinerary);
  });

  it('suggests the first and last days’ dinner in the streets around when no place fits, in the plan’s language', () => {
    const form = { ...FORM, duration: 4, diet: ['vegan', 'halal', 'gluten-free'], language: 'es' } as TripForm;
    const itinerary = plan(form);
    const texts = PLANNER_TEXTS.es;
    const ends = [itinerary.days[0]!, itinerary.days.at(-1)!];
    const street = ends.flatMap((d) => d.locations.filter((l) => l.placeId === undefined && l.time === '19:30-21:30'));
    expect(street.length).toBeGreaterThan(0);
    for (const stop of street) {
      expect(stop.name).toMatch(/^Cena: .+ y alrededores$/);
      expect(stop.price).toBe(texts.mad(150, 300));
      expect(stop.lat).toBeUndefined();
    }
    for (const day of ends) {
      expect(day.locations.some((l) => l.time === '19:30-21:30')).toBe(true);
      expect(day.dailyTips).not.toContain(texts.noDinnerDiet);
    }
    for (const day of itinerary.days.slice(1, -1)) expect(day.locations.map((l) => l.time)).not.toContain('19:30-21:30');
    // The meals' budget counts them at the generic plan's prices.
    expect(itinerary.practicalInfo.budget).toHaveProperty(texts.meals);
    expectSound(form, itinerary);
  });

  it('leaves the first or last day without dinner, and says so, only when a night out starts before it would end', () => {
    const rand = seededRandom(7);
    let saidSo = 0;
    for (let i = 0; i < 300; i++) {
      const form = randomTripForm(rand);
      const itinerary = planItinerary(form, CATALOG);
      const texts = PLANNER_TEXTS[form.language];
      for (const day of [itinerary.days[0]!, itinerary.days.at(-1)!]) {
        if (day.locations.length === 0 || day.locations.some((l) => l.time === '19:30-21:30')) continue;
        saidSo += 1;
        expect(day.dailyTips.some((t) => t === texts.noDinner || t === texts.noDinnerDiet)).toBe(true);
        const night = day.locations.at(-1)!;
        expect(night.placeId).toBeDefined();
        expect(night.time.slice(0, 5) < '21:30').toBe(true);
      }
    }
    expect(saidSo).toBeGreaterThan(0);
  });

  it('plans a day trip in the middle of a longer trip by car or with a driver, never on foot only', () => {
    expect([...dayTripDays({ duration: 5, transport: ['car'] })]).toEqual([2]);
    expect([...dayTripDays({ duration: 10, transport: ['driver'] })]).toEqual([3, 7]);
    expect([...dayTripDays({ duration: 2, transport: ['car'] })]).toEqual([]);
    expect([...dayTripDays({ duration: 5, transport: ['taxi', 'walking'] })]).toEqual([]);

    const byCar = plan({ duration: 5, transport: ['car'], interests: ['nature', 'culture'] });
    const trip = byCar.days[2]!;
    expect(byId.get(trip.locations[0]!.placeId!)!.outOfTown).toBe(true);
    expect(trip.title).toMatch(/^Out of town: /);
    expect(trip.dailyTips[0]).toMatch(/^Out of town, about \d+ km from the centre/);
    const onFoot = plan({ duration: 5, transport: ['walking', 'train'], interests: ['nature', 'culture'] });
    expect(
      ids(onFoot)
        .flat()
        .some((id) => byId.get(id)!.outOfTown),
    ).toBe(false);
  });

  it('drives to a short stop out of town and back, and says how long', () => {
    const itinerary = plan({
      duration: 3,
      transport: ['car'],
      interests: ['photography'],
      specialRequests: 'lighthouse',
    });
    const day = itinerary.days[1]!;
    const at = day.locations.findIndex((l) => l.placeId === 'marrakech:sea-cape');
    expect(at).toBeGreaterThan(0);
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    const [before, cape, after] = [day.locations[at - 1]!, day.locations[at]!, day.locations[at + 1]!];
    const tip =
      /^Out of town, about \d+ km from the centre, by car or with a driver: allow about (\d+) minutes each way\.$/.exec(
        day.dailyTips[0]!,
      );
    const drive = Number(tip![1]);
    expect(drive).toBeGreaterThan(40);
    expect(minutes(cape.time.slice(0, 5))).toBeGreaterThanOrEqual(minutes(before.time.slice(6)) + drive);
    expect(minutes(after.time.slice(0, 5))).toBeGreaterThanOrEqual(minutes(cape.time.slice(6)) + drive);
  });

  it('never repeats a place: when the town runs out, days get lighter and say so', () => {
    const form = { ...FORM, destination: 'chefchaouen' as const, duration: 4 };
    const itinerary = planItinerary(form, CATALOG);
    const all = ids(itinerary).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeLessThanOrEqual(PLANNER_SPARSE_CATALOG.length);
    const named = ids(itinerary);
    const light = itinerary.days.filter((_, i) => named[i]!.length < PLANNER_RULES.minPlacesPerDay);
    expect(light.length).toBeGreaterThan(0);
    for (const day of light) {
      // An empty day says the list is used up, not that the town has no places.
      const said = day.locations.length === 0 ? PLANNER_TEXTS.en.allUsed : PLANNER_TEXTS.en.lighterDay;
      expect(day.dailyTips).toContain(said);
      expect(day.dailyTips).not.toContain(PLANNER_TEXTS.en.noPlaces('Chefchaouen'));
    }
    expectSound(form, itinerary);
  });

  it('plans empty days, with a tip, for a city the catalog does not know yet', () => {
    const itinerary = plan({ destination: 'agadir', duration: 2 });
    for (const day of itinerary.days) {
      expect(day.locations).toEqual([]);
      expect(day.title).toBe('Free day in Agadir');
      expect(day.dailyTips[0]).toBe(PLANNER_TEXTS.en.noPlaces('Agadir'));
    }
  });

  it('writes everything in the requested language', () => {
    const itinerary = plan({ language: 'fr', duration: 2 });
    const location = itinerary.days[0]!.locations[0]!;
    const place = byId.get(location.placeId!)!;
    expect(location.description).toBe(place.description.fr);
    expect(location.tips).toBe(place.tip.fr);
    expect(itinerary.days[0]!.title).toMatch(/ et alentours$/);
    expect(PLANNER_TEXTS.fr.dayAround('Palais de la Bahia')).toBe('Palais de la Bahia et alentours');
    expect(PLANNER_TEXTS.es.dayAround('Palacio de la Bahía')).toBe('Palacio de la Bahía y alrededores');
    expect(PLANNER_TEXTS.de.dayAround('Bahia-Palast')).toBe('Bahia-Palast und Umgebung');
    expect(Object.keys(itinerary.practicalInfo.budget)).toEqual([
      'Par jour (confort)',
      'Entrées de ce programme',
      'Repas de ce programme',
    ]);
    expect(itinerary.practicalInfo.tips).toEqual(PLANNER_TEXTS.fr.generalTips);
  });

  it('names each place as the plan’s language does, else by its local name, else as in English', () => {
    const named = CATALOG.map((p) =>
      p.id === 'marrakech:old-palace' ? { ...p, names: { fr: 'Vieux Palais', local: 'Palais Ancien' } } : p,
    );
    const nameIn = (language: TripForm['language']) =>
      planItinerary({ ...FORM, language }, named)
        .days.flatMap((d) => d.locations)
        .find((l) => l.placeId === 'marrakech:old-palace')?.name;
    expect([nameIn('en'), nameIn('fr'), nameIn('es'), nameIn('de')]).toEqual([
      'Old Palace',
      'Vieux Palais',
      'Palais Ancien',
      'Palais Ancien',
    ]);
  });

  it('favours places a special request names and echoes it', () => {
    const itinerary = plan({
      duration: 1,
      specialRequests: '  A rooftop   at sunset, and something for the kids ',
    });
    const echo = itinerary.metadata.specialRequest!;
    expect(echo.text).toBe('A rooftop at sunset, and something for the kids');
    expect(echo.matchedTerms).toEqual(['rooftop', 'sunset', 'kids']);
    expect(echo.placeIds.length).toBeGreaterThan(0);
    expect(ids(itinerary).flat()).toEqual(expect.arrayContaining(echo.placeIds));
    expect(itinerary.practicalInfo.tips[0]).toBe(
      'Your request “A rooftop at sunset, and something for the kids”: we favoured places matching rooftop, sunset, kids.',
    );
    const unmatched = plan({ duration: 1, specialRequests: 'wheelchair access' });
    expect(unmatched.metadata.specialRequest?.matchedTerms).toEqual([]);
    expect(unmatched.practicalInfo.tips[0]).toMatch(/no place in our list matches it/);
  });

  it('prices each place in MAD and sums the plan in the practical information', () => {
    const itinerary = plan({ duration: 1, budget: 1 });
    for (const location of itinerary.days[0]!.locations)
      expect(location.price).toMatch(/^(Free|\d+ MAD|\d+-\d+ MAD)$/);
    const budget = itinerary.practicalInfo.budget as Record<string, string>;
    expect(budget['Per day (economy)']).toBe('300-600 MAD');
    expect(budget['Entry fees in this plan']).toMatch(/^(Free|\d+(-\d+)? MAD)$/);
    expect(itinerary.practicalInfo.transport).toBe(PLANNER_TEXTS.en.transport.taxi);
  });

  it('refuses a start date that is not a date', () => {
    expect(() => plan({ startDate: '2026-02-30' })).toThrow(RangeError);
  });
});

describe('planItinerary on a trip that starts the day it is planned (Morocco time)', () => {
  // 2026-12-07 is a Monday; Morocco is on UTC+1 then.
  const planAt = (utc: string, changes: Partial<TripForm> = {}) =>
    planItinerary({ ...FORM, ...changes }, CATALOG, Date.parse(`2026-12-07T${utc}Z`));
  const starts = (day: Itinerary['days'][number]) => day.locations.map((l) => l.time.slice(0, 5));

  it('plans the whole day when made before it starts, and every later day the same as a plan made ahead', () => {
    expect(planAt('07:00:00')).toEqual(plan());
    const afternoon = planAt('14:00:00', { duration: 1 });
    expect(planItinerary({ ...FORM, duration: 1 }, CATALOG, Date.parse('2026-12-06T14:00:00Z'))).toEqual(
      plan({ duration: 1 }),
    );
    expect(afternoon).not.toEqual(plan({ duration: 1 }));
  });

  it('leaves out what has passed: planned at 15:00 in Marrakech, nothing before 15:30 and, too late for lunch, dinner', () => {
    const itinerary = planAt('14:00:00');
    const first = itinerary.days[0]!;
    expect(first.locations.length).toBeGreaterThan(0);
    for (const start of starts(first)) expect(start >= '15:30').toBe(true);
    expect(first.locations.map((l) => l.time)).not.toContain('12:30-14:00');
    expect(first.locations.map((l) => l.time)).toContain('19:30-21:30');
    expect(first.dailyTips).toContain(PLANNER_TEXTS.en.laterStart('15:30'));
    expect(first.dailyTips).not.toContain(PLANNER_TEXTS.en.lighterDay);
    expect(first.locations.some((l) => l.placeId === undefined)).toBe(false);
    for (const day of itinerary.days.slice(1))
      expect(day.locations.length).toBeGreaterThanOrEqual(PLANNER_RULES.minPlacesPerDay);
    expectSound(FORM, itinerary);
  });

  it('gives a late lunch first on a day planned after 12:30 while lunch is still served', () => {
    const itinerary = planAt('12:10:00');
    const first = itinerary.days[0]!;
    const lunch = first.locations[0]!;
    expect(lunch.time).toBe('13:45-15:15');
    expect(byId.get(lunch.placeId!)!.kind).toMatch(/restaurant|cafe/);
    for (const start of starts(first).slice(1)) expect(start >= '15:15').toBe(true);
    expect(first.locations.map((l) => l.time)).toContain('19:30-21:30');
    expectSound(FORM, itinerary);
  });

  it('gives a late dinner on a day planned after 19:30 while dinner is still served', () => {
    const first = planAt('19:00:00').days[0]!;
    expect(first.locations.map((l) => l.time)).toEqual(['20:30-22:30']);
    expect(first.locations[0]!.type).toBe('restaurant');
    expect(planAt('20:40:00').days[0]!.locations).toEqual([]);
  });

  it('keeps the evening out when only the evening is left', () => {
    const itinerary = planAt('19:40:00', { interests: ['culture', 'nightlife'] });
    const first = itinerary.days[0]!;
    expect(first.locations.length).toBeGreaterThan(0);
    for (const location of first.locations) expect(byId.get(location.placeId!)!.kind).toBe('nightlife');
    for (const start of starts(first)) expect(start >= '21:15').toBe(true);
  });

  it('plans nothing and says why when the day is over, in the plan’s language', () => {
    const itinerary = planAt('22:50:00', { language: 'fr' });
    const first = itinerary.days[0]!;
    expect(first.locations).toEqual([]);
    expect(first.dailyTips).toContain(PLANNER_TEXTS.fr.noTimeLeft);
    expect(first.dailyTips).not.toContain(PLANNER_TEXTS.fr.noPlaces(PLANNER_TEXTS.fr.cityName.marrakech));
    expect(itinerary.days[1]!.locations.length).toBeGreaterThanOrEqual(PLANNER_RULES.minPlacesPerDay);
  });
});

describe('planItinerary properties (seeded random forms over the test town)', () => {
  const SEEDS = [20_261_124, 1, 2, 3];
  const formsOf = (seed: number) => {
    const rand = seededRandom(seed);
    return Array.from({ length: 150 }, () =>
      randomTripForm(rand, { destinations: ['marrakech', 'marrakech', 'chefchaouen'] }),
    );
  };

  it.each(SEEDS)(
    'keeps every promise on 150 forms of seed %i: days, places, hours, diet, family, walking radius, no repeats',
    (seed) => {
      const forms = formsOf(seed);
      const stats = emptyStats();
      const problems = forms.flatMap((form) =>
        checkPlan(form, CATALOG, planItinerary(form, CATALOG), stats).map(
          (p) => `${JSON.stringify(form)}: ${p}`,
        ),
      );
      expect(problems).toEqual([]);
      expect(stats.days).toBe(forms.reduce((sum, f) => sum + f.duration, 0));
      expect(stats.dayTrips).toBeGreaterThan(0);
    },
  );

  it.each(SEEDS)(
    'fills every day with 4 to 6 places when the town has enough (up to 3 days in the test town), seed %i',
    (seed) => {
      const short = formsOf(seed)
        .filter((form) => form.destination === 'marrakech' && form.duration <= 3)
        .flatMap((form) =>
          planItinerary(form, CATALOG)
            .days.filter(
              (d) =>
                d.locations.length < PLANNER_RULES.minPlacesPerDay &&
                !d.locations.some((l) => byId.get(l.placeId!)!.outOfTown),
            )
            .map((d) => `${JSON.stringify(form)} day ${d.day}: ${d.locations.length}`),
        );
      expect(short).toEqual([]);
    },
  );
});
