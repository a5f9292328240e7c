import { describe, expect, it } from 'vitest';
import { cityCentre, fieldCity } from './field-city';
import { typed } from './trip-field';

describe('fieldCity', () => {
  it.each([
    [
      'a chosen gazetteer suggestion',
      { text: 'Jemaa el-Fna, Marrakech', ref: 'marrakech:jemaa-el-fna' },
      'marrakech',
    ],
    ['another city', { text: 'Fès-Saïss Airport, Fès', ref: 'fes:fes-saiss-airport' }, 'fes'],
    ['typed text', typed('jemaa el fna'), null],
    ['a located position', { text: 'Near Jemaa el-Fna, Marrakech', ref: '31.625800, -7.989100' }, null],
    ['another provider’s id', { text: 'Jemaa el-Fna', ref: 'ChIJ0zGV2m7urw0R9ruc7SM8aOs' }, null],
  ])('%s', (_, field, city) => expect(fieldCity(field)).toBe(city));
});

describe('cityCentre', () => {
  it('is the centre of the city’s area, and nothing for a name that is not a city', async () => {
    expect(await cityCentre('marrakech')).toEqual({ lat: 31.6295, lng: -7.9811 });
    expect(await cityCentre('osm')).toBeUndefined();
  });
});
