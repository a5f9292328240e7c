import { describe, expect, it } from 'vitest';
import { CITY_SLUGS } from '@mizan/domain/places/city';
import { haversineMeters } from '@mizan/domain/geo/distance';
import { CITY_AREAS, cityArea, cityAt } from './city-areas';

describe('cityAt', () => {
  it.each([
    ['Jemaa el-Fna', 31.6258, -7.9892, 'marrakech'],
    ['Marrakech Menara airport', 31.6069, -8.0363, 'marrakech'],
    ['Fès-Saïss airport, 11 km south of Fès', 33.9273, -4.978, 'fes'],
    ['Mohammed V airport, 23 km south of Casablanca', 33.3675, -7.5898, 'casablanca'],
    ['Casablanca Hassan II Mosque', 33.6083, -7.6325, 'casablanca'],
    ['Salé medina, across the river from Rabat', 34.038, -6.82, 'rabat'],
    ['Tangier Grand Socco', 35.7845, -5.813, 'tangier'],
    ['Chefchaouen Outa el Hammam', 35.1686, -5.2628, 'chefchaouen'],
    ['Essaouira port', 31.5093, -9.7737, 'essaouira'],
    ['Agadir Al Massira airport', 30.325, -9.4131, 'agadir'],
    ['Mohammedia, a separate town north of Casablanca', 33.6866, -7.3829, null],
    ['Meknès, 60 km west of Fès', 33.8935, -5.5473, null],
    ['Ouarzazate', 30.9189, -6.8934, null],
    ['Madrid', 40.4168, -3.7038, null],
    ['the Casablanca-Marrakech motorway at Settat', 33.0, -7.62, null],
  ] as const)('%s -> %s', (_label, lat, lng, expected) => {
    expect(cityAt({ lat, lng })).toBe(expected);
  });
});

describe('CITY_AREAS', () => {
  it('describes each of the eight cities once', () => {
    expect(CITY_AREAS.map((a) => a.city).sort()).toEqual([...CITY_SLUGS].sort());
    for (const city of CITY_SLUGS) expect(cityArea(city).city).toBe(city);
  });

  it('keeps the cities apart: no two built-up circles overlap', () => {
    for (const a of CITY_AREAS) {
      for (const b of CITY_AREAS) {
        if (a === b) continue;
        for (const ca of a.circles) {
          for (const cb of b.circles) {
            expect(haversineMeters(ca.centre, cb.centre), `${a.city}/${b.city}`).toBeGreaterThan(ca.radiusMeters + cb.radiusMeters);
          }
        }
      }
    }
  });

  it.each(CITY_AREAS.map((a) => [a.city, a] as const))('%s names its prefecture and region', (_city, area) => {
    expect(area.displayName.length).toBeGreaterThan(0);
    expect(area.prefecture.length).toBeGreaterThan(0);
    expect(area.region).toMatch(/^[A-Z].*-/);
  });
});
