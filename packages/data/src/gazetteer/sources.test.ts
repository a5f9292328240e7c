import { describe, expect, it } from 'vitest';
import { cityAt } from '../city-areas';
import { AGADIR_PLACES } from './agadir';
import { CASABLANCA_PLACES } from './casablanca';
import { CHEFCHAOUEN_PLACES } from './chefchaouen';
import { ESSAOUIRA_PLACES } from './essaouira';
import { FES_PLACES } from './fes';
import { MARRAKECH_PLACES } from './marrakech';
import { RABAT_PLACES } from './rabat';
import { TANGIER_PLACES } from './tangier';

const ALL = [
  ...AGADIR_PLACES,
  ...CASABLANCA_PLACES,
  ...CHEFCHAOUEN_PLACES,
  ...ESSAOUIRA_PLACES,
  ...FES_PLACES,
  ...MARRAKECH_PLACES,
  ...RABAT_PLACES,
  ...TANGIER_PLACES,
];

describe('gazetteer positions', () => {
  it.each(ALL.map((p) => [p.id, p] as const))('%s lies inside its city and names its source', (_id, p) => {
    expect(cityAt(p)).toBe(p.city);
    expect(p.source.trim().length).toBeGreaterThan(15);
    const wiki = /wikipedia:(\w+):(\S+?);/.exec(p.source);
    if (wiki) expect(wiki[2]).not.toMatch(/\s/);
  });

  it.each([
    // Corrections issue 17 asked for, with the catalog's checked points.
    ['rabat:royal-palace', 34.003, -6.8341],
    ['rabat:sale-merinid-madrasa', 34.04, -6.8275],
    ['fes:merinid-tombs', 34.0698, -4.9792],
    ['casablanca:mohammed-v-airport', 33.3742, -7.5786],
  ])('%s is at %f, %f', (id, lat, lng) => {
    const p = ALL.find((x) => x.id === id);
    expect(p).toMatchObject({ lat, lng });
  });

  it('puts airports at their terminals, or says the point is the runway reference', () => {
    for (const p of ALL.filter((x) => x.kind === 'airport'))
      expect(p.source, p.id).toMatch(/terminal/);
  });
});
