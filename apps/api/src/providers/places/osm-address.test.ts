import { describe, expect, it } from 'vitest';
import { joinAddress, osmAddressComponents, osmLookupKey, osmPlaceId } from './osm-address';

describe('osm place ids', () => {
  it.each([
    ['N', 123, 'osm:N123'],
    ['W', '4567', 'osm:W4567'],
    ['R', 89, 'osm:R89'],
  ] as const)('%s %s -> %s and back', (type, id, placeId) => {
    expect(osmPlaceId(type, id)).toBe(placeId);
    expect(osmLookupKey(placeId)).toBe(`${type}${id}`);
  });

  it.each(['Jemaa el-Fna', 'osm:X12', 'osm:N', 'osm:N12a', 'google:ChIJ123', 'marrakech:jemaa-el-fna', ' osm:N1'])('%j is not an osm id', (text) => {
    expect(osmLookupKey(text)).toBeNull();
  });
});

describe('osmAddressComponents', () => {
  it('names the parts with the Google types the web app reads, leaving out the missing ones', () => {
    expect(osmAddressComponents({ locality: 'Chefchaouen', district: null, region: 'Tanger-Tetouan-Al Hoceima', country: 'Morocco' })).toEqual([
      { longName: 'Chefchaouen', types: ['locality', 'political'] },
      { longName: 'Tanger-Tetouan-Al Hoceima', types: ['administrative_area_level_1', 'political'] },
      { longName: 'Morocco', types: ['country', 'political'] },
    ]);
    expect(osmAddressComponents({})).toEqual([]);
  });
});

describe('joinAddress', () => {
  it.each([
    [['Bab Bou Jeloud', null, 'Fes', 'Morocco'], 'Bab Bou Jeloud, Fes, Morocco'],
    [['Casablanca', undefined, 'Casablanca', 'Morocco'], 'Casablanca, Morocco'],
    [['', '  ', 'Essaouira'], 'Essaouira'],
    [[], ''],
  ])('%j -> %j', (parts, expected) => {
    expect(joinAddress(parts)).toBe(expected);
  });
});
