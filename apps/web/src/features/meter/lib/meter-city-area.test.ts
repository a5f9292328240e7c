import { describe, expect, it } from 'vitest';
import { CITY_FIX_ACCURACY_M, placesCity, switchCityAt, tariffCityAt } from './meter-city-area';

// Points inside each area (city-areas.ts centres) and outside them all.
const JEMAA_EL_FNA = { lat: 31.6258, lng: -7.9891 };
const FES_MEDINA = { lat: 34.0647, lng: -4.9733 };
const CASABLANCA = { lat: 33.5935, lng: -7.6187 };
const ESSAOUIRA = { lat: 31.5085, lng: -9.7595 };
// On the road between Marrakech and Casablanca, 90 km from either.
const SETTAT_ROAD = { lat: 32.6, lng: -7.8 };

describe('tariffCityAt', () => {
  it.each([
    [JEMAA_EL_FNA, 'marrakech'],
    [FES_MEDINA, 'fes'],
    [CASABLANCA, 'casablanca'],
    // A city without a tariff of its own, and the road between cities: no tariff city.
    [ESSAOUIRA, null],
    [SETTAT_ROAD, null],
  ])('%j -> %s', (point, city) => expect(tariffCityAt(point)).toBe(city));
});

describe('switchCityAt', () => {
  it('moves to the city the taxi is in', () => {
    expect(switchCityAt('casablanca', JEMAA_EL_FNA)).toBe('marrakech');
    expect(switchCityAt('marrakech', FES_MEDINA)).toBe('fes');
  });

  it('keeps the chosen city in its own area, outside every area and in a city without a tariff', () => {
    expect(switchCityAt('fes', FES_MEDINA)).toBeNull();
    expect(switchCityAt('fes', SETTAT_ROAD)).toBeNull();
    expect(switchCityAt('marrakech', ESSAOUIRA)).toBeNull();
  });
});

describe('placesCity', () => {
  it.each([
    [{ accuracy: 5 }, true],
    [{ accuracy: CITY_FIX_ACCURACY_M }, true],
    [{ accuracy: CITY_FIX_ACCURACY_M + 1 }, false],
    [{ accuracy: null }, true],
    [{}, true],
  ])('%j -> %s', (fix, places) => expect(placesCity(fix)).toBe(places));
});
