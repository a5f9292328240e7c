import { describe, expect, it } from 'vitest';
import { PLANNER_TEST_CATALOG, fixturePlace } from '../../test-support/planner-catalog';
import type { CatalogPlace } from './catalog-place';
import { budgetFit, interestMatches, isAllowed, rankCandidates, roleOf, servesDiet } from './candidates';
import { matchRequest, requestTerms, requestWords } from './special-requests';
import type { TripForm } from './trip-form';

const FORM: TripForm = {
  destination: 'marrakech',
  duration: 3,
  travelers: 'couple',
  startDate: '2026-12-07',
  interests: ['culture'],
  budget: 2,
  transport: ['walking', 'taxi'],
  diet: ['none'],
  specialRequests: '',
  language: 'en',
};
const place = (slug: string) => PLANNER_TEST_CATALOG.find((p) => p.id === `marrakech:${slug}`)!;
const VEGAN_CAFE = place('green-cafe');
const GRILL = place('grill-stalls');
const NO_FACTS: CatalogPlace = { ...place('square-cafe'), diet: undefined };

describe('servesDiet', () => {
  it.each([
    ['vegan cafe', VEGAN_CAFE, ['vegan'], true],
    ['vegan cafe', VEGAN_CAFE, ['vegetarian', 'gluten-free', 'halal'], true],
    ['grill', GRILL, ['vegetarian'], false],
    ['grill', GRILL, ['halal'], true],
    ['grill', GRILL, [], true],
    ['grill', GRILL, ['none'], true],
    ['grill', GRILL, ['none', 'vegan'], false],
    ['a place without diet facts', NO_FACTS, ['halal'], false],
    ['a place without diet facts', NO_FACTS, ['none'], true],
  ] as const)('%s serving %j: %s', (_name, p, diets, expected) => {
    expect(servesDiet(p, diets)).toBe(expected);
  });
});

describe('isAllowed', () => {
  it('gives a family no nightlife and only family-friendly places', () => {
    const family = { ...FORM, travelers: 'family' as const, interests: ['nightlife', 'wellness'] as const };
    expect(isAllowed(place('cocktail-bar'), family)).toBe(false);
    expect(isAllowed(place('palace-spa'), { ...family, budget: 3 })).toBe(false);
    expect(isAllowed(place('public-hammam'), family)).toBe(true);
    expect(isAllowed(place('cocktail-bar'), { ...family, travelers: 'couple' })).toBe(true);
  });

  it('keeps nights out for those who asked for nightlife', () => {
    expect(isAllowed(place('cocktail-bar'), FORM)).toBe(false);
  });

  it('never offers a place two budget levels above the traveller', () => {
    expect(isAllowed(place('palace-dining'), { ...FORM, budget: 1 })).toBe(false);
    expect(isAllowed(place('palace-dining'), { ...FORM, budget: 2 })).toBe(true);
  });

  it('serves meals only where the diet is served', () => {
    expect(isAllowed(GRILL, { ...FORM, diet: ['vegetarian'] })).toBe(false);
    expect(isAllowed(VEGAN_CAFE, { ...FORM, diet: ['vegan'] })).toBe(true);
  });

  it('plans out of town only with a car or a driver, never on foot only', () => {
    const valley = place('atlas-valley');
    expect(isAllowed(valley, { ...FORM, transport: ['car'] })).toBe(true);
    expect(isAllowed(valley, { ...FORM, transport: ['driver', 'walking'] })).toBe(true);
    expect(isAllowed(valley, { ...FORM, transport: ['taxi', 'walking'] })).toBe(false);
    expect(isAllowed(valley, { ...FORM, transport: ['walking', 'train'] })).toBe(false);
  });
});

describe('roles and scores', () => {
  it('reads a role from the kind and the distance', () => {
    expect(roleOf(place('great-square'))).toBe('activity');
    expect(roleOf(GRILL)).toBe('meal');
    expect(roleOf(place('jazz-bar'))).toBe('evening');
    expect(roleOf(place('palm-grove'))).toBe('day-trip');
  });

  it('makes a café that serves no meal a pause between sights, still only where the diet is served', () => {
    const teaTerrace: CatalogPlace = { ...place('square-cafe'), light: true };
    expect(roleOf(place('square-cafe'))).toBe('meal');
    expect(roleOf(teaTerrace)).toBe('activity');
    expect(isAllowed({ ...VEGAN_CAFE, light: true }, { ...FORM, diet: ['vegan'] })).toBe(true);
    expect(isAllowed({ ...teaTerrace, diet: undefined }, { ...FORM, diet: ['vegan'] })).toBe(false);
  });

  it("counts the form's interests a place serves, by its own list or by the spec's type mapping", () => {
    const museum = place('city-museum'); // interests culture, crafts; kind museum
    expect(interestMatches(museum, ['culture', 'crafts', 'beach'])).toBe(2);
    expect(interestMatches(place('roof-terrace'), ['beach', 'food'])).toBe(0);
    expect(interestMatches(place('roof-terrace'), ['nature'])).toBe(1); // a viewpoint: the spec's 'park' types
    expect(interestMatches(place('roof-terrace'), ['photography'])).toBe(1);
    expect(interestMatches(place('public-hammam'), ['wellness'])).toBe(1);
  });

  it('fits the budget: same level best, cheaper fine, one level above costs half a point', () => {
    expect(budgetFit(place('palace-spa'), 3)).toBe(0.5);
    expect(budgetFit(place('great-square'), 3)).toBe(0.25);
    expect(budgetFit(place('palace-spa'), 2)).toBe(-0.5);
  });

  it('ranks by tier, then score (interests + curated + budget + request), then id', () => {
    const ranked = rankCandidates({ ...FORM, interests: ['culture', 'photography'] }, PLANNER_TEST_CATALOG);
    const ids = ranked.map((c) => c.place.id);
    // Both serve culture and photography, are curated and cheaper than the budget: the id decides.
    expect(ids.slice(0, 2)).toEqual(['marrakech:blue-garden', 'marrakech:great-square']);
    for (let i = 1; i < ranked.length; i++) {
      const [a, b] = [ranked[i - 1]!, ranked[i]!];
      expect(
        a.tier < b.tier ||
          (a.tier === b.tier && (a.score > b.score || (a.score === b.score && a.place.id < b.place.id))),
      ).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('does not depend on the order of the catalog', () => {
    const reversed = [...PLANNER_TEST_CATALOG].reverse();
    expect(rankCandidates(FORM, reversed).map((c) => c.place.id)).toEqual(
      rankCandidates(FORM, PLANNER_TEST_CATALOG).map((c) => c.place.id),
    );
  });

  it('keeps only the destination, never a filler above budget or a day trip nobody asked for', () => {
    const other = fixturePlace('fes', 'far-gate', {
      kind: 'monument',
      type: 'landmark',
      area: 'medina',
      east: 0,
      north: 0,
      interests: ['culture'],
    });
    const ranked = rankCandidates({ ...FORM, transport: ['car'], interests: ['beach'] }, [
      ...PLANNER_TEST_CATALOG,
      other,
    ]);
    const ids = ranked.map((c) => c.place.id);
    expect(ids).not.toContain('fes:far-gate');
    expect(ids).not.toContain('marrakech:roman-ruins'); // culture, photography: not asked
    expect(ranked.every((c) => c.tier === 0 || c.place.budget <= 2)).toBe(true);
  });

  it('ranks a place a special request names above one with an extra interest', () => {
    const ranked = rankCandidates(
      { ...FORM, interests: ['culture', 'photography'], specialRequests: 'a quiet garden please' },
      PLANNER_TEST_CATALOG,
    );
    const garden = ranked.find((c) => c.place.id === 'marrakech:secret-garden')!;
    expect(garden.requestMatches).toEqual(['quiet', 'garden']);
    expect(ranked.indexOf(garden)).toBeLessThan(
      ranked.findIndex((c) => c.place.id === 'marrakech:photo-house'),
    );
  });
});

describe('special requests', () => {
  it.each([
    ['Rooftop bars and a SUNSET view, please!', ['rooftop', 'bars', 'sunset', 'view']],
    ['Nous voulons un hammam et des jardins très calmes', ['hammam', 'jardins', 'calmes']],
    ['Kein Alkohol, bitte; Kinder dabei', ['kinder', 'dabei']],
    // A denied word is not asked for, in each language.
    ['No bars, but a rooftop', ['rooftop']],
    ['Without wine; gardens', ['gardens']],
    ['Pas de bars, des jardins', ['jardins']],
    ['Sin alcohol y con piscina', ['piscina']],
    ['Nicht zu laut, Gärten', ['garten']],
    ['  ', []],
    ['café café Café', ['cafe']],
  ])('%j -> %j', (text, terms) => {
    expect(requestTerms(text)).toEqual(terms);
  });

  it.each([
    ['No bars, but a rooftop', [['bars', 'bars']]],
    ['Pas de cafés ni d’alcool', [['cafes', 'cafés'], ['alcool', 'alcool']]],
    ['Sin alcohol, por favor', [['alcohol', 'alcohol']]],
    ['Keine Kneipen, kein Alkohol', [['kneipen', 'Kneipen'], ['alkohol', 'Alkohol']]],
  ])('keeps the denied words of %j as written', (text, denied) => {
    expect(requestWords(text).denied.map((d) => [d.term, d.word])).toEqual(denied);
  });

  it('matches tags, name words and plurals, not fragments', () => {
    const terrace = place('roof-terrace'); // tags rooftop, sunset
    expect(matchRequest(['rooftops', 'sunsets', 'terrace', 'roo'], terrace)).toEqual([
      'rooftops',
      'sunsets',
      'terrace',
    ]);
    expect(matchRequest(['music'], place('cocktail-bar'))).toEqual(['music']); // tag live-music
    expect(matchRequest(['mosque'], terrace)).toEqual([]);
  });

  // roof-terrace: tags rooftop, sunset; cocktail-bar: rooftop, live-music; a palace: architecture, history;
  // a tannery: leather; and 'kids' on family places.
  const matched = (text: string, slug: string) => matchRequest(requestTerms(text), place(slug));
  it.each([
    ['en', 'A cheap roof terrace for the sunset', 'roof-terrace', ['roof', 'terrace', 'sunset']],
    ['fr', 'Une terrasse pour le coucher de soleil', 'roof-terrace', ['terrasse', 'coucher']],
    ['es', 'Una azotea para ver el atardecer', 'roof-terrace', ['azotea', 'atardecer']],
    ['de', 'Eine Dachterrasse zum Sonnenuntergang', 'roof-terrace', ['dachterrasse', 'sonnenuntergang']],
    ['fr', 'De la musique sur les toits', 'cocktail-bar', ['musique', 'toits']],
    ['es', 'Música en vivo en una terraza', 'cocktail-bar', ['musica', 'vivo', 'terraza']],
    ['de', 'Livemusik auf der Terrasse', 'cocktail-bar', ['livemusik', 'terrasse']],
    ['es', 'Azoteas', 'cocktail-bar', ['azoteas']],
    ['de', 'Sonnenuntergänge', 'roof-terrace', ['sonnenuntergange']],
  ])('matches the common words in %s: %j', (_lang, text, slug, terms) => {
    expect(matched(text, slug)).toEqual(terms);
  });

  it.each([
    ['fr', 'Histoire, architecture et cuir', ['histoire', 'architecture', 'cuir']],
    ['es', 'Historia, arquitectura y cuero', ['historia', 'arquitectura', 'cuero']],
    ['de', 'Geschichte, Architektur und Leder', ['geschichte', 'architektur', 'leder']],
  ])('finds the same tags across places in %s', (_lang, text, terms) => {
    const all = PLANNER_TEST_CATALOG.flatMap((p) => matchRequest(requestTerms(text), p));
    expect([...new Set(all)].sort()).toEqual([...terms].sort());
  });

  it('takes no word for a tag it only resembles: the sun is not a sunset, a thought not a roof', () => {
    expect(matched('soleil sol Sonne', 'roof-terrace')).toEqual([]);
    expect(matched('ich dachte an Kunst', 'roof-terrace')).toEqual([]);
  });
});
