import { describe, expect, it } from 'vitest';
import { haversineMeters } from '@mizan/domain/geo/distance';
import { LANGUAGES } from '@mizan/domain/text/language';
import { cityAt } from './city-areas';
import { AIRPORTS, airportByPlaceId, airportNear, petitTaxisOn, zoneFor } from './airports';
import { GAZETTEER } from './gazetteer';

describe('airport facts', () => {
  it.each(AIRPORTS.map((a) => [a.iata, a] as const))('%s: a gazetteer terminal in its city, every fact sourced', (_iata, a) => {
    const place = GAZETTEER.find((p) => p.id === a.placeId);
    expect(place?.kind).toBe('airport');
    expect(place && cityAt(place)).toBe(a.city);
    for (const fact of [a.petitTaxis, a.petitTaxisDropOff, a.fromAirport, a.toAirport, ...a.alternatives]) {
      expect(fact.source.length).toBeGreaterThan(10);
      expect(fact.date).toMatch(/^(\d{4}(-\d{2}(-\d{2})?)?|undated)$/);
    }
  });

  it.each(AIRPORTS.map((a) => [a.iata, a] as const))(
    '%s: what a visitor reads is in every interface language, the figures and named services as in the English',
    (_iata, a) => {
      const texts = [a.name, a.fromAirport.note, a.toAirport.note, ...a.alternatives.flatMap((alt) => [alt.name, alt.note])];
      // The card's citations: names and dates as published, so a translation may equal the English.
      const cites = [a.fromAirport.cite, a.toAirport.cite];
      for (const text of texts) {
        // Numbers (prices, zones, hours, years) and the names that stay as published, taken from the English.
        const kept = (s: string) =>
          new Set([...s.matchAll(/\d+(?::\d+)?|kech\.cab|Aérobus|ONCF Al Bidaoui|Alsa|Casa-\w+/g)].map((m) => m[0]));
        for (const lng of LANGUAGES) {
          expect(text[lng].trim().length, `${text.en} (${lng})`).toBeGreaterThan(0);
          expect(kept(text[lng]), `${text.en} (${lng})`).toEqual(kept(text.en));
        }
        // A note written only once (fr, es or de equal to the English) is a missed translation, names aside.
        if (text !== a.name) for (const lng of ['fr', 'es', 'de'] as const) expect(text[lng], lng).not.toBe(text.en);
      }
      for (const cite of cites)
        for (const lng of LANGUAGES) {
          expect(cite[lng].trim().length, `${cite.en} (${lng})`).toBeGreaterThan(0);
          // The same years and numbers (decision n° 6260, 2023) in every language.
          expect(cite[lng].match(/\d+/g), `${cite.en} (${lng})`).toEqual(cite.en.match(/\d+/g));
        }
    },
  );

  it.each([
    // [airport, from the airport (pick-up at the terminal), to the airport (drop-off)]
    ['casablanca:mohammed-v-airport', 'no', 'no'],
    ['fes:fes-saiss-airport', 'no', 'no'],
    ['agadir:al-massira-airport', 'no', 'no'],
    ['marrakech:menara-airport', 'yes', 'yes'],
    // Tangier: petits taxis may drop off but not pick up at the terminal.
    ['tangier:ibn-battouta-airport', 'no', 'yes'],
    ['rabat:rabat-sale-airport', 'unknown', 'unknown'],
  ])('%s: petits taxis from the airport %s, to it %s', (placeId, from, to) => {
    const facts = airportByPlaceId(placeId);
    if (!facts) throw new Error(`no airport ${placeId}`);
    expect(petitTaxisOn(facts, 'from').serve).toBe(from);
    expect(petitTaxisOn(facts, 'to').serve).toBe(to);
  });

  it('Tangier: the rule of each direction quotes the source that allows the drop-off and forbids the pick-up', () => {
    const tng = airportByPlaceId('tangier:ibn-battouta-airport');
    if (!tng) throw new Error('no Tangier airport');
    for (const direction of ['from', 'to'] as const)
      expect(petitTaxisOn(tng, direction).source).toContain('may drop off passengers but are forbidden from picking up');
    // Grands taxis wait at the curb at a government price; to the airport a petit taxi runs on the meter.
    expect(tng.fromAirport).toMatchObject({ kind: 'fixed', vehicle: 'grand', priceMad: null });
    expect(tng.toAirport.kind).toBe('unknown');
  });

  it.each([
    [0.5, 1, 100],
    [2.99, 1, 100],
    [3, 2, 110],
    [4.2, 2, 110],
    [6.9, 3, 120],
    [10, 5, 140],
    [14.9, 7, 160],
  ])('Menara: %f km straight line -> zone %i, %i DH', (km, zone, price) => {
    const fare = airportByPlaceId('marrakech:menara-airport')?.fromAirport;
    if (fare?.kind !== 'zones') throw new Error('Menara has zones');
    expect(zoneFor(fare.zones, km)).toMatchObject({ zone, priceMad: price });
  });

  it('has no zone beyond 15 km', () => {
    const fare = airportByPlaceId('marrakech:menara-airport')?.fromAirport;
    if (fare?.kind !== 'zones') throw new Error('Menara has zones');
    expect(zoneFor(fare.zones, 15.2)).toBeNull();
  });

  it('recognises a point near a terminal, and nothing in town', () => {
    expect(airportNear({ lat: 31.6025, lng: -8.027 })?.airport.iata).toBe('RAK');
    expect(airportNear({ lat: 31.6258, lng: -7.9892 })).toBeNull();
    // No two places of the gazetteer but airports lie within the radius of a terminal.
    for (const p of GAZETTEER.filter((x) => x.kind !== 'airport')) expect(airportNear(p), p.id).toBeNull();
    const rak = GAZETTEER.find((p) => p.id === 'marrakech:menara-airport');
    if (rak) expect(haversineMeters(rak, { lat: 31.6258, lng: -7.9892 })).toBeGreaterThan(3000);
  });
});
