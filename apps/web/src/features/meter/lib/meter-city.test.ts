import { describe, expect, it } from 'vitest';
import { CITY_AREAS } from '@mizan/data/city-areas';
import { TARIFF_CITIES } from '@mizan/data/tariffs';
import { REFERENCE_CITY, chooseMeterCity, tariffCityNamed } from './meter-city';

describe('chooseMeterCity', () => {
  it.each([
    [{}, { city: REFERENCE_CITY, basis: 'reference' }],
    [{ position: 'fes' }, { city: 'fes', basis: 'position' }],
    [
      { estimate: 'marrakech', position: 'fes' },
      { city: 'marrakech', basis: 'estimate' },
    ],
    [
      { chosen: 'agadir', estimate: 'marrakech', position: 'fes' },
      { city: 'agadir', basis: 'chosen' },
    ],
    [
      { chosen: null, estimate: null, position: null },
      { city: 'casablanca', basis: 'reference' },
    ],
  ] as const)('%j -> %j', (known, expected) => expect(chooseMeterCity(known)).toEqual(expected));
});

describe("tariffCityNamed (an estimate's ville)", () => {
  it.each([
    ['Fès', 'fes'],
    ['Fez', 'fes'],
    ['fes', 'fes'],
    ['Marrakech', 'marrakech'],
    ['Marrakesh', 'marrakech'],
    ['Tangier', 'tangier'],
    ['Tanger', 'tangier'],
    [' Casablanca ', 'casablanca'],
    ['Essaouira', null],
    ['Chefchaouen', null],
    ['Morocco', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (name, city) => expect(tariffCityNamed(name)).toBe(city));

  it('knows every tariff city by the name the estimate writes', () => {
    for (const city of TARIFF_CITIES) {
      const area = CITY_AREAS.find((a) => a.city === city);
      expect(tariffCityNamed(area?.displayName)).toBe(city);
    }
  });
});
