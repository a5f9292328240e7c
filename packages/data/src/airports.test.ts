import { describe, expect, it } from 'vitest';
import { haversineMeters } from '@mizan/domain/geo/distance';
import { cityAt } from './city-areas';
import { AIRPORTS, airportByPlaceId, airportNear, zoneFor } from './airports';
import { GAZETTEER } from './gazetteer';

describe('airport facts', () => {
  it.each(AIRPORTS.map((a) => [a.iata, a] as const))('%s: a gazetteer terminal in its city, every fact sourced', (_iata, a) => {
    const place = GAZETTEER.find((p) => p.id === a.placeId);
    expect(place?.kind).toBe('airport');
    expect(place && cityAt(place)).toBe(a.city);
    for (const fact of [a.petitTaxis, a.fromAirport, a.toAirport, ...a.alternatives]) {
      expect(fact.source.length).toBeGreaterThan(10);
      expect(fact.date).toMatch(/^(\d{4}(-\d{2}(-\d{2})?)?|undated)$/);
    }
  });

  it('knows which airports petits taxis do not serve', () => {
    expect(airportByPlaceId('casablanca:mohammed-v-airport')?.petitTaxis.serve).toBe('no');
    expect(airportByPlaceId('fes:fes-saiss-airport')?.petitTaxis.serve).toBe('no');
    expect(airportByPlaceId('marrakech:menara-airport')?.petitTaxis.serve).toBe('yes');
    // Tangier: petits taxis may drop off but not pick up; grands taxis wait at the curb at a government price.
    const tng = airportByPlaceId('tangier:ibn-battouta-airport');
    expect(tng?.petitTaxis.serve).toBe('no');
    expect(tng?.fromAirport).toMatchObject({ kind: 'fixed', vehicle: 'grand', priceMad: null });
    expect(tng?.toAirport.kind).toBe('unknown');
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
