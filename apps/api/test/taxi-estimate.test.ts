import { afterEach, describe, expect, it } from 'vitest';
import { haversineMeters } from '@mizan/domain/geo/distance';
import { GAZETTEER } from '@mizan/data/gazetteer';
import type { EstimateResponse } from '@mizan/contracts/taxi';
import { buildTestApp, givePass, newVisitor, postAs, testDatabases } from './helpers/test-app';
import type { TestApp, Visitor } from './helpers/test-app';
import { failingPlaces, failingRouting } from './taxi-fakes';

// 11:00 in Marrakech (UTC+1 in November) and 22:30 the same day.
const DAY = new Date('2026-11-22T10:00:00.000Z');
const NIGHT = new Date('2026-11-22T21:30:00.000Z');

const estimate = (t: TestApp, visitor: Visitor, depart: unknown, arrivee: unknown, lang?: string) =>
  postAs(t.app, visitor, '/api/taxi/estimate', { depart, arrivee, lang });

const place = (id: string) => {
  const found = GAZETTEER.find((p) => p.id === id);
  if (!found) throw new Error(`no gazetteer place ${id}`);
  return found;
};

describe.each(testDatabases)('POST /api/taxi/estimate (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('estimates Jemaa el-Fna to the train station by day, from placeIds and from typed text alike', async () => {
    t = await buildTestApp(database, { now: () => DAY });
    const ana = await newVisitor(t.app);
    const bob = await newVisitor(t.app);
    const byId = await estimate(t, ana, 'marrakech:jemaa-el-fna', 'marrakech:train-station');
    const byText = await estimate(t, bob, 'jamaa lfna', 'gare marrakech');
    expect(byId.statusCode).toBe(200);
    const body = byId.json<EstimateResponse>();
    expect(byText.json()).toEqual(body);
    const straight = haversineMeters(place('marrakech:jemaa-el-fna'), place('marrakech:train-station'));
    expect(body).toMatchObject({
      ville: 'Marrakech',
      tarif: 'Day',
      depart: 'Jemaa el-Fna, Marrakech',
      arrivee: 'Marrakech Train Station, Marrakech',
      departAr: 'ساحة جامع الفنا',
      arriveeAr: 'محطة القطار مراكش',
      standardTariff: false,
    });
    // The embedded router: a road longer than the straight line, at city speed.
    expect(body.distance * 1000).toBeGreaterThan(straight);
    expect(body.distance * 1000).toBeLessThan(straight * 1.5);
    expect(body.duree).toBeGreaterThan(0);
    // At least the minimum fare, and the band around the central estimate.
    expect(body.range.low).toBeGreaterThanOrEqual(7.5);
    expect(body.range.low).toBeLessThanOrEqual(body.prix);
    expect(body.prix).toBeLessThan(body.range.high);
    expect(Number.isInteger(Math.round(body.prix * 100))).toBe(true);
  });

  it('names the ends in the visitor’s language where the gazetteer marks it, else in English', async () => {
    t = await buildTestApp(database, { now: () => DAY });
    const french = await estimate(t, await newVisitor(t.app), 'jamaa lfna', 'marrakech:train-station', 'fr');
    const german = await estimate(t, await newVisitor(t.app), 'jamaa lfna', 'marrakech:train-station', 'de');
    expect(french.json<EstimateResponse>()).toMatchObject({
      depart: 'Jemaa el-Fna, Marrakech',
      arrivee: 'Gare de Marrakech, Marrakech',
      arriveeAr: 'محطة القطار مراكش',
    });
    // German: the square's German spelling, the station's English name (none marked), the city's German name.
    expect(german.json<EstimateResponse>()).toMatchObject({
      depart: 'Djemaa el Fna, Marrakesch',
      arrivee: 'Marrakech Train Station, Marrakesch',
      ville: 'Marrakech',
    });
    const unknown = await estimate(t, await newVisitor(t.app), 'jamaa lfna', 'marrakech:train-station', 'ar');
    expect(unknown.statusCode).toBe(400);
  });

  it.each([
    ['jemaa', 'koutoubia', 'Jemaa el-Fna, Marrakech', 'Koutoubia Mosque, Marrakech'],
    ['aeropuerto Marrakech', 'jemaa', 'Marrakech Menara Airport, Marrakech', 'Jemaa el-Fna, Marrakech'],
    ['Bahnhof Marrakesch', 'the Djemaa', 'Marrakech Train Station, Marrakech', 'Jemaa el-Fna, Marrakech'],
  ])('prices a tourist’s shorthand: %j to %j', async (depart, arrivee, from, to) => {
    t = await buildTestApp(database, { now: () => DAY });
    const response = await estimate(t, await newVisitor(t.app), depart, arrivee);
    expect(response.statusCode).toBe(200);
    expect(response.json<EstimateResponse>()).toMatchObject({ depart: from, arrivee: to });
  });

  it('names a position ("use my location") in the visitor’s language too', async () => {
    t = await buildTestApp(database, { now: () => DAY });
    const response = await estimate(t, await newVisitor(t.app), '31.63111, -8.01722', 'marrakech:koutoubia', 'fr');
    expect(response.json<EstimateResponse>()).toMatchObject({
      depart: 'Près de Gare de Marrakech, Marrakech',
      arrivee: 'Mosquée Koutoubia, Marrakech',
    });
  });

  it('names the arrival for the driver in French whatever the visitor’s language, a position too', async () => {
    t = await buildTestApp(database, { now: () => DAY });
    const ana = await newVisitor(t.app);
    await givePass(t.app, ana.identityId, DAY);
    const german = await estimate(t, ana, 'jemaa', 'marrakech:bahia-palace', 'de');
    expect(german.json<EstimateResponse>()).toMatchObject({
      arrivee: 'Bahia-Palast, Marrakesch',
      arriveeFr: 'Palais de la Bahia, Marrakech',
      arriveeAr: 'قصر الباهية',
    });
    // No French name marked: the name the place is known by locally; Tangier written as in French.
    const spanish = await estimate(t, ana, 'grand socco', 'tangier:tanger-ville-station', 'es');
    expect(spanish.json<EstimateResponse>()).toMatchObject({ arriveeFr: expect.stringMatching(/, Tanger$/) });
    const typed = await estimate(t, ana, 'koutoubia', 'ben youssef', 'es');
    expect(typed.json<EstimateResponse>()).toMatchObject({ arriveeFr: 'Médersa Ben Youssef, Marrakech' });
    // A position as the arrival (after a swap): looked up again in French.
    const swapped = await estimate(t, ana, 'marrakech:koutoubia', '31.63111, -8.01722', 'de');
    expect(swapped.json<EstimateResponse>()).toMatchObject({
      arrivee: 'Nähe Marrakech Train Station, Marrakesch',
      arriveeFr: 'Près de Gare de Marrakech, Marrakech',
    });
    // Asked in French or without a language: the French name, as the card's.
    const french = await estimate(t, ana, 'jemaa', 'marrakech:koutoubia', 'fr');
    expect(french.json<EstimateResponse>()).toMatchObject({
      arrivee: 'Mosquée Koutoubia, Marrakech',
      arriveeFr: 'Mosquée Koutoubia, Marrakech',
    });
    const english = await estimate(t, ana, 'jemaa', 'marrakech:koutoubia');
    expect(english.json<EstimateResponse>()).toMatchObject({
      arrivee: 'Koutoubia Mosque, Marrakech',
      arriveeFr: 'Mosquée Koutoubia, Marrakech',
    });
  });

  it('prices no marina in Fès: the word is not read as a typo of Bab Makina', async () => {
    t = await buildTestApp(database, { now: () => DAY });
    const response = await estimate(t, await newVisitor(t.app), 'bab boujloud', 'marina');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'arrival_not_found' });
  });

  it('applies the night tariff (x1.5) from the clock in Africa/Casablanca', async () => {
    const at = { now: DAY };
    t = await buildTestApp(database, { now: () => at.now });
    const ana = await newVisitor(t.app);
    await givePass(t.app, ana.identityId, DAY);
    const day = (
      await estimate(t, ana, 'marrakech:koutoubia', 'marrakech:majorelle-garden')
    ).json<EstimateResponse>();
    at.now = NIGHT;
    const night = (
      await estimate(t, ana, 'marrakech:koutoubia', 'marrakech:majorelle-garden')
    ).json<EstimateResponse>();
    expect([day.tarif, night.tarif]).toEqual(['Day', 'Night']);
    expect(night.prix).toBeCloseTo(day.prix * 1.5, 1);
    expect(night.range.high).toBeCloseTo(day.range.high * 1.5, 1);
  });

  it('names the city tariff and its source', async () => {
    t = await buildTestApp(database, { now: () => DAY });
    const ana = await newVisitor(t.app);
    const body = (await estimate(t, ana, 'fes:bab-boujloud', 'fes:train-station')).json<EstimateResponse>();
    expect(body.tariff).toMatchObject({ name: 'Fès', citation: 'arrêté n° 25, 2023' });
    expect(body.tariff.source).toMatch(/pickup/);
    expect(body.airport).toBeNull();
  });

  it('starts Agadir’s night at the Maghreb prayer: 19:00 local in November is night', async () => {
    // Sunset in Agadir on 22 November 2026 is about 18:30 local (UTC+1): 18:00Z is 19:00 local.
    t = await buildTestApp(database, { now: () => new Date('2026-11-22T18:00:00.000Z') });
    const ana = await newVisitor(t.app);
    const body = (await estimate(t, ana, 'agadir:souk-el-had', 'agadir:marina')).json<EstimateResponse>();
    expect(body.tarif).toBe('Night');
    expect(body.tariff.name).toBe('Agadir');
  });

  describe('airport rides', () => {
    it('from Menara: the zone price of decision n° 6260 by straight-line distance, plus the desk fee', async () => {
      t = await buildTestApp(database, { now: () => DAY });
      const ana = await newVisitor(t.app);
      const body = (
        await estimate(t, ana, 'marrakech:menara-airport', 'marrakech:jemaa-el-fna')
      ).json<EstimateResponse>();
      const km = haversineMeters(place('marrakech:menara-airport'), place('marrakech:jemaa-el-fna')) / 1000;
      expect(km).toBeGreaterThan(3);
      expect(km).toBeLessThan(5);
      expect(body.airport).toMatchObject({
        iata: 'RAK',
        direction: 'from',
        petitTaxis: 'yes',
        fare: { kind: 'zone', zone: 2, priceMad: 110, plusDeskFee: true },
        date: '2023-12-29',
      });
      expect(body.airport?.source).toMatch(/6260/);
      expect(body.airport?.note).toMatchObject({
        en: 'Pay at the kech.cab desk at the arrivals exit; the desk fee is added (its amount was not in the reports).',
        es: 'Pague en el mostrador de kech.cab a la salida de llegadas; se añade la tarifa del mostrador (su importe no figuraba en los artículos).',
      });
      expect(body.prix).toBe(110);
      expect(body.range).toEqual({ low: 110, high: 110 });
      expect(body.airport?.alternatives[0]).toMatchObject({ mode: 'bus', priceMad: 30 });
    });

    it('to Menara: the petit-taxi fixed fare, higher at night', async () => {
      const at = { now: DAY };
      t = await buildTestApp(database, { now: () => at.now });
      const ana = await newVisitor(t.app);
      await givePass(t.app, ana.identityId, DAY);
      const day = (
        await estimate(t, ana, 'marrakech:koutoubia', 'marrakech:menara-airport')
      ).json<EstimateResponse>();
      at.now = NIGHT;
      const night = (
        await estimate(t, ana, 'marrakech:koutoubia', 'marrakech:menara-airport')
      ).json<EstimateResponse>();
      expect(day.airport).toMatchObject({
        direction: 'to',
        fare: { kind: 'fixed', vehicle: 'petit', priceMad: 80 },
      });
      expect([day.prix, night.prix]).toEqual([80, 120]);
    });

    it('from Mohammed V: petits taxis do not serve it, grands taxis at the posted price, Aérobus and train', async () => {
      t = await buildTestApp(database, { now: () => DAY });
      const ana = await newVisitor(t.app);
      const response = await estimate(t, ana, 'casablanca:mohammed-v-airport', 'casablanca:hassan-ii-mosque');
      expect(response.statusCode).toBe(200);
      const body = response.json<EstimateResponse>();
      expect(body.airport).toMatchObject({
        iata: 'CMN',
        petitTaxis: 'no',
        fare: { kind: 'fixed', vehicle: 'grand', priceMad: null },
      });
      expect(body.airport?.alternatives.map((a) => [a.mode, a.priceMad])).toEqual([
        ['shuttle', 50],
        ['train', 50],
      ]);
      // What the visitor reads comes in every interface language; the card picks theirs (ADR 018, 2026-11-26).
      expect(body.airport?.name).toEqual({
        en: 'Casablanca Mohammed V',
        fr: 'Casablanca Mohammed V',
        es: 'Casablanca Mohammed V',
        de: 'Casablanca Mohammed V',
      });
      expect(body.airport?.note.fr).toMatch(/^Grands taxis, aux prix de jour et de nuit affichés au guichet des taxis/);
      // The source cited short in every language for the card; as read, in English, beside it.
      expect(body.airport?.cite.de).toBe(
        'L’Opinion über den zentralen Taxischalter (2024); ältere Preise: Quick Whit Travel (2019, aktualisiert 2020) und tripmasters.com (undatiert)',
      );
      expect(body.airport?.source).toMatch(/^L’Opinion via Maghress/);
      expect(body.airport?.alternatives[0]?.note).toEqual({
        en: 'Every 30 minutes, 24 hours a day, by the Nations Unies square and the Ligue Arabe park.',
        fr: 'Toutes les 30 minutes, 24 heures sur 24, par la place des Nations Unies et le parc de la Ligue Arabe.',
        es: 'Cada 30 minutos, las 24 horas del día, por la plaza Nations Unies y el parque de la Ligue Arabe.',
        de: 'Alle 30 Minuten, 24 Stunden am Tag, über den Platz Nations Unies und den Park der Ligue Arabe.',
      });
      expect(body.airport?.alternatives[1]?.name.de).toBe(
        'ONCF Al Bidaoui ab dem Bahnhof unter Terminal 1 nach Casa-Voyageurs und Casa-Port',
      );
      // No fixed price known: the meter band stays, for reference only.
      expect(body.range.low).toBeLessThan(body.range.high);
    });

    it('Tangier: petits taxis may not pick up at the airport but may drop off there (per direction)', async () => {
      t = await buildTestApp(database, { now: () => DAY });
      const ana = await newVisitor(t.app);
      await givePass(t.app, ana.identityId, DAY);
      const leaving = (
        await estimate(t, ana, 'tangier:ibn-battouta-airport', 'tangier:grand-socco')
      ).json<EstimateResponse>();
      const arriving = (
        await estimate(t, ana, 'tangier:grand-socco', 'tangier:ibn-battouta-airport')
      ).json<EstimateResponse>();
      expect(leaving.airport).toMatchObject({ iata: 'TNG', direction: 'from', petitTaxis: 'no' });
      expect(arriving.airport).toMatchObject({ iata: 'TNG', direction: 'to', petitTaxis: 'yes' });
    });

    it('recognises an airport from a position near the terminal', async () => {
      t = await buildTestApp(database, { now: () => DAY });
      const ana = await newVisitor(t.app);
      const rak = place('marrakech:menara-airport');
      const body = (
        await estimate(t, ana, `${rak.lat + 0.002}, ${rak.lng}`, 'marrakech:bab-doukkala')
      ).json<EstimateResponse>();
      expect(body.airport).toMatchObject({ iata: 'RAK', direction: 'from' });
    });
  });

  it('uses the standard tariff in a city without its own, and says so', async () => {
    t = await buildTestApp(database, { now: () => DAY });
    const ana = await newVisitor(t.app);
    const response = await estimate(t, ana, 'chefchaouen:bus-station', 'chefchaouen:outa-el-hammam');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ville: 'Chefchaouen', standardTariff: true });
  });

  it.each([
    ['departure', 'zzqx wvvkj', 'marrakech:koutoubia', 'departure'],
    ['arrival', 'marrakech:koutoubia', 'zzqx wvvkj', 'arrival'],
    [
      'arrival (a forged placeId)',
      'marrakech:koutoubia',
      'marrakech:no-such-place',
      'arrival',
    ],
    // Hotels the gazetteer does not list, once priced as the place they partly match (2026-11-25).
    [
      'departure (a hotel it does not know)',
      'Four Seasons Casablanca',
      'casablanca:hassan-ii-mosque',
      'departure',
    ],
    [
      'arrival (a riad it does not know)',
      'marrakech:koutoubia',
      'Riad Yasmine',
      'arrival',
    ],
    ['arrival (a generic word and the city)', 'fes:bab-boujloud', 'hotel fes', 'arrival'],
    // Casablanca has three stations: which one is not said.
    [
      'arrival (one of a city’s stations)',
      'casablanca:hassan-ii-mosque',
      'gare',
      'arrival',
    ],
    ['departure (a kind alone, both ends)', 'airport', 'gare', 'departure'],
  ])(
    'answers 404 naming the %s that cannot be found, in its code and its text, and keeps the free use',
    async (_case, depart, arrivee, end) => {
      t = await buildTestApp(database, { now: () => DAY });
      const ana = await newVisitor(t.app);
      const response = await estimate(t, ana, depart, arrivee);
      expect(response.statusCode).toBe(404);
      const [label, text] = end === 'departure' ? ['Departure', depart] : ['Arrival', arrivee];
      expect(response.json()).toEqual({
        error: expect.stringContaining(`${label} address not found: "${text}".`),
        code: `${end}_not_found`,
      });
      expect(await t.app.repos.usageCounters.used(ana.identityId, 'taxi-estimate')).toBe(0);
      expect((await estimate(t, ana, 'marrakech:koutoubia', 'marrakech:bab-doukkala')).statusCode).toBe(200);
    },
  );

  it('prices typed names of known places, without accents or with typos, as those places', async () => {
    t = await buildTestApp(database, { now: () => DAY });
    const ana = await newVisitor(t.app);
    const response = await estimate(t, ana, 'bab boujeloud', 'hotel palais jamai');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ville: 'Fès',
      depart: 'Bab Boujloud, Fès',
      arrivee: 'Sofitel Fès Palais Jamaï, Fès',
    });
  });

  it("reads a kind named alone ('airport', 'Bahnhof') as the other end's city's only one", async () => {
    t = await buildTestApp(database, { now: () => DAY });
    const ana = await newVisitor(t.app);
    await givePass(t.app, ana.identityId, DAY);
    const toAirport = await estimate(t, ana, 'Jemaa el-Fna', 'airport');
    expect(toAirport.statusCode).toBe(200);
    expect(toAirport.json()).toMatchObject({ ville: 'Marrakech', airport: { direction: 'to' } });
    const fromStation = await estimate(t, ana, 'Bahnhof', 'bab boujeloud');
    expect(fromStation.statusCode).toBe(200);
    expect(fromStation.json()).toMatchObject({ ville: 'Fès', depart: expect.stringMatching(/Fès/) });
  });

  it('answers a typed hotel with the places provider down as the outage (503), not as not found', async () => {
    t = await buildTestApp(database, {
      now: () => DAY,
      env: { PROVIDER_TIMEOUT_MS: '150' },
      providers: { places: failingPlaces('down') },
    });
    const ana = await newVisitor(t.app);
    const response = await estimate(t, ana, 'Hotel Sahrai', 'fes:bab-boujloud');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'provider_unavailable' });
    expect(await t.app.repos.usageCounters.used(ana.identityId, 'taxi-estimate')).toBe(0);
  });

  it('refuses a trip across cities with a 422 that names both cities', async () => {
    t = await buildTestApp(database, { now: () => DAY });
    const ana = await newVisitor(t.app);
    const response = await estimate(t, ana, 'marrakech:jemaa-el-fna', 'rabat:hassan-tower');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: expect.stringMatching(/Marrakech.*Rabat/), code: 'cross_city' });
  });

  it('gives one free estimate, then 402 payment_required; a pass holder is never stopped nor counted', async () => {
    t = await buildTestApp(database, { now: () => DAY });
    const ana = await newVisitor(t.app);
    expect((await estimate(t, ana, 'marrakech:koutoubia', 'marrakech:bab-doukkala')).statusCode).toBe(200);
    const second = await estimate(t, ana, 'marrakech:koutoubia', 'marrakech:bab-doukkala');
    expect(second.statusCode).toBe(402);
    expect(second.json()).toEqual({ error: expect.any(String), code: 'payment_required' });
    // Exhausted: refused before any address work, even for a typo.
    expect((await estimate(t, ana, 'zzqx wvvkj', 'marrakech:koutoubia')).statusCode).toBe(402);

    const bob = await newVisitor(t.app);
    await givePass(t.app, bob.identityId, DAY);
    for (let i = 0; i < 4; i += 1) {
      expect((await estimate(t, bob, 'marrakech:koutoubia', 'marrakech:bab-doukkala')).statusCode).toBe(200);
    }
    expect(await t.app.repos.usageCounters.used(bob.identityId, 'taxi-estimate')).toBe(0);
  });

  it('grants exactly one of 10 concurrent first estimates', async () => {
    t = await buildTestApp(database, { now: () => DAY });
    const ana = await newVisitor(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => estimate(t, ana, 'marrakech:koutoubia', 'marrakech:bab-doukkala')),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(402)]);
  });

  it.each([
    ['missing fields', {}],
    ['a missing arrival', { depart: 'marrakech:koutoubia' }],
    ['blank addresses', { depart: '   ', arrivee: '' }],
    ['huge strings', { depart: 'a'.repeat(201), arrivee: 'marrakech:koutoubia' }],
    ['wrong types', { depart: 42, arrivee: ['marrakech:koutoubia'] }],
  ])('refuses %s with a 400 and counts nothing', async (_case, body) => {
    t = await buildTestApp(database, { now: () => DAY });
    const ana = await newVisitor(t.app);
    const response = await postAs(t.app, ana, '/api/taxi/estimate', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(await t.app.repos.usageCounters.used(ana.identityId, 'taxi-estimate')).toBe(0);
  });

  it('refuses a call without the CSRF token', async () => {
    t = await buildTestApp(database, { now: () => DAY });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/taxi/estimate',
      headers: { 'content-type': 'application/json' },
      payload: { depart: 'marrakech:koutoubia', arrivee: 'marrakech:bab-doukkala' },
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['places down', { places: failingPlaces('down') }, 503, 'provider_unavailable'],
    ['places hung', { places: failingPlaces('hung') }, 504, 'provider_timeout'],
    ['routing down', { routing: failingRouting('down') }, 503, 'provider_unavailable'],
    ['routing hung', { routing: failingRouting('hung') }, 504, 'provider_timeout'],
  ] as const)(
    'answers %s with its 5xx within the timeout, and keeps the free use',
    async (_case, providers, status, code) => {
      t = await buildTestApp(database, { now: () => DAY, env: { PROVIDER_TIMEOUT_MS: '150' }, providers });
      const ana = await newVisitor(t.app);
      const started = performance.now();
      const response = await estimate(t, ana, 'marrakech:koutoubia', 'marrakech:bab-doukkala');
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(await t.app.repos.usageCounters.used(ana.identityId, 'taxi-estimate')).toBe(0);
    },
  );
});

describe('POST /api/taxi/estimate from a located position', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('routes from "lat, lng" and labels it with the reverse-geocoded address', async () => {
    t = await buildTestApp('sqlite', { now: () => DAY });
    const ana = await newVisitor(t.app);
    const response = await estimate(t, ana, '31.625800, -7.989100', 'marrakech:train-station');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      depart: 'Near Jemaa el-Fna, Marrakech',
      ville: 'Marrakech',
      departAr: null,
    });
  });

  it('refuses a trip from a point outside every city into Marrakech', async () => {
    t = await buildTestApp('sqlite', { now: () => DAY });
    const ana = await newVisitor(t.app);
    const response = await estimate(t, ana, '23.700000, -15.900000', 'marrakech:train-station');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'cross_city' });
  });
});

describe('POST /api/taxi/estimate with a name found in several cities', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it.each([
    ['arrival', 'Koutoubia Mosque', 'Bab Doukkala'],
    ['departure', 'Bab Doukkala', 'Koutoubia Mosque'],
  ])('reads the %s in the city of the other end', async (_end, depart, arrivee) => {
    t = await buildTestApp('sqlite', { now: () => DAY });
    const ana = await newVisitor(t.app);
    const response = await estimate(t, ana, depart, arrivee);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ville: 'Marrakech' });
    expect(response.json<EstimateResponse>()[_end === 'arrival' ? 'arrivee' : 'depart']).toBe(
      'Bab Doukkala, Marrakech',
    );
  });

  // A word every city has, which only Marrakech's row spells alone ("Médina", "Kasbah"): the other end's city's.
  it.each([
    ['medina', 'gare rabat ville', 'Medina of Rabat, Rabat', 'Rabat'],
    ['kasbah', 'grand socco', 'Kasbah of Tangier, Tangier', 'Tangier'],
    ['medina', 'ctm essaouira', 'Medina of Essaouira, Essaouira', 'Essaouira'],
  ])('reads "%s" -> "%s" in the city of the other end', async (depart, arrivee, named, city) => {
    t = await buildTestApp('sqlite', { now: () => DAY });
    const response = await estimate(t, await newVisitor(t.app), depart, arrivee);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ depart: named, ville: city });
  });
});
