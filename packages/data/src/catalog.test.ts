import { describe, expect, it } from 'vitest';
import { haversineMeters } from '@mizan/domain/geo/distance';
import { CITY_SLUGS } from '@mizan/domain/places/city';
import { CATALOG_KINDS, INTERESTS, LOCATION_TYPES, WEEKDAYS, placeLink, placeName } from '@mizan/domain/planner/catalog-place';
import { LANGUAGES } from '@mizan/domain/text/language';
import { tuFormIn } from '@mizan/domain/test-support/planner-usted';
import { CATALOG, CATALOG_BY_CITY } from './catalog';
import { cityArea, cityAt } from './city-areas';

const BIG_CITIES = new Set(['marrakech', 'fes', 'casablanca', 'rabat', 'tangier']);
const ARABIC_LETTER = /[\u0621-\u064A]/;
const RANGE = /^(\d\d):([0-5]\d)-(\d\d):([0-5]\d)$/;
const EATING = new Set(['restaurant', 'cafe']);
/** A day trip near town: farther than the city's area, but still an easy drive. */
const OUT_OF_TOWN_LIMIT_M = 120_000;

describe('places catalog', () => {
  it.each(CITY_SLUGS)('has enough places in %s', (city) => {
    expect(CATALOG_BY_CITY[city].length).toBeGreaterThanOrEqual(BIG_CITIES.has(city) ? 40 : 25);
  });

  it('has unique ids of the form <city>:<slug> and unique names in each city', () => {
    const ids = CATALOG.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of CATALOG) expect(p.id).toMatch(new RegExp(`^${p.city}:[a-z0-9]+(-[a-z0-9]+)*$`));
    for (const city of CITY_SLUGS) {
      const names = CATALOG_BY_CITY[city].map((p) => p.name.toLowerCase());
      expect(new Set(names).size, city).toBe(names.length);
    }
  });

  it('gives a name in another language only where it differs, trimmed, and unique in its city', () => {
    for (const p of CATALOG) {
      for (const name of Object.values(p.names ?? {})) {
        expect(name.trim(), p.id).toBe(name);
        expect(name, p.id).not.toBe(p.name);
      }
    }
    for (const city of CITY_SLUGS) {
      for (const language of ['fr', 'es', 'de'] as const) {
        const names = CATALOG_BY_CITY[city].map((p) => placeName(p, language).toLowerCase());
        expect(new Set(names).size, `${city} ${language}`).toBe(names.length);
      }
    }
  });

  it('links every Wikipedia article by its plain English address, so a French, Spanish or German plan reaches its own', () => {
    const wikipedia = CATALOG.filter((p) => p.link?.includes('wikipedia.org'));
    expect(wikipedia.length).toBeGreaterThan(80);
    for (const p of wikipedia) {
      expect(p.link, p.id).toMatch(/^https:\/\/en\.wikipedia\.org\/wiki\/[^?#\s]+$/);
      expect(placeLink(p, 'fr'), p.id).toMatch(/^https:\/\/hub\.toolforge\.org\/enwiki:[^?#\s]+\?lang=fr$/);
    }
  });

  it('speaks to a Spanish visitor as usted in every description and tip', () => {
    for (const p of CATALOG) {
      expect(tuFormIn(p.description.es), p.id).toBeNull();
      expect(tuFormIn(p.tip.es), p.id).toBeNull();
    }
  });

  it.each(CITY_SLUGS)('has places to eat and more than one area in %s', (city) => {
    const places = CATALOG_BY_CITY[city];
    expect(places.filter((p) => EATING.has(p.kind)).length).toBeGreaterThanOrEqual(5);
    // Agadir and Tangier have four places for a meal; the cafés for a drink or a sweet serve none.
    expect(places.filter((p) => EATING.has(p.kind) && !p.light).length).toBeGreaterThanOrEqual(4);
    expect(new Set(places.map((p) => p.area)).size).toBeGreaterThan(1);
  });

  it.each(CATALOG.map((p) => [p.id, p] as const))('%s is well formed and where its city is', (_id, p) => {
    if (p.outOfTown) {
      expect(haversineMeters(p, cityArea(p.city).circles[0].centre)).toBeLessThanOrEqual(OUT_OF_TOWN_LIMIT_M);
    } else {
      expect(cityAt(p)).toBe(p.city);
    }
    expect(p.name.trim()).toBe(p.name);
    expect(p.nameAr).toMatch(ARABIC_LETTER);
    expect(p.area).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(CATALOG_KINDS).toContain(p.kind);
    expect(LOCATION_TYPES).toContain(p.type);
    expect(p.interests.length).toBeGreaterThan(0);
    for (const interest of p.interests) expect(INTERESTS).toContain(interest);
    expect(p.visitMinutes).toBeGreaterThanOrEqual(15);
    expect(p.visitMinutes).toBeLessThanOrEqual(8 * 60);
    expect(WEEKDAYS.some((day) => p.hours[day].length > 0)).toBe(true);
    for (const day of WEEKDAYS) {
      for (const range of p.hours[day]) {
        const m = RANGE.exec(range);
        expect(m, `${day} ${range}`).not.toBeNull();
        const [, oh, om, ch, cm] = m!.map(Number);
        expect(oh! * 60 + om!).toBeLessThan(ch! * 60 + cm!);
        expect(ch! * 60 + cm!).toBeLessThanOrEqual(30 * 60);
      }
    }
    const [min, max] = p.priceMad;
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeGreaterThanOrEqual(min);
    expect([1, 2, 3]).toContain(p.budget);
    expect(p.diet !== undefined).toBe(EATING.has(p.kind));
    if (p.diet?.vegan) expect(p.diet.vegetarian).toBe(true);
    if (p.light !== undefined) expect(p.kind).toBe('cafe');
    if (p.kind === 'nightlife') expect(p.familyFriendly).toBe(false);
    if (p.kind === 'restaurant' || p.kind === 'cafe') expect(p.type).toBe('restaurant');
    for (const lang of LANGUAGES) {
      expect(p.description[lang].trim().length, `description ${lang}`).toBeGreaterThan(20);
      expect(p.tip[lang].trim().length, `tip ${lang}`).toBeGreaterThan(10);
    }
    if (p.link !== undefined) expect(p.link).toMatch(/^https:\/\/[^\s]+$/);
    expect(p.source).toMatch(/\b20\d\d\b/);
  });
});

/**
 * Rows placed on a named OpenStreetMap node (the 2019-09-09 node extract in github.com/ObiWanLansi/GeoData,
 * commit 3f600c7) after the author's placement was found 270-390 m off: each stays within 25 m of its node.
 */
const OSM_NODES: readonly (readonly [id: string, node: number, lat: number, lng: number])[] = [
  ['chefchaouen:plaza-el-makhzen', 3788923876, 35.1688406, -5.2610267],
  ['chefchaouen:hotel-parador-restaurant', 3788923867, 35.1687671, -5.2607186],
  ['chefchaouen:hotel-parador-bar', 3896872321, 35.1688348, -5.2605724],
  ['agadir:pure-passion', 4851287131, 30.4221569, -9.6186574],
  ['casablanca:la-bodega', 516618709, 33.5952195, -7.6115725],
  ['tangier:librairie-des-colonnes', 4208050490, 35.7799026, -5.8093606],
  ['essaouira:chalet-de-la-plage', 1195260149, 31.5102867, -9.7699301],
];

describe('rows checked against OpenStreetMap', () => {
  it.each(OSM_NODES)('%s is at node %d and names it', (id, node, lat, lng) => {
    const place = CATALOG.find((p) => p.id === id);
    expect(place, id).toBeDefined();
    expect(haversineMeters(place!, { lat, lng })).toBeLessThanOrEqual(25);
    expect(place!.source).toContain(`node ${node}`);
  });

  it('has the Hotel Parador on Plaza el-Makhzen, east of Plaza Uta el-Hammam (ADR 018, sixth round)', () => {
    const at = (slug: string) => CATALOG.find((p) => p.id === `chefchaouen:${slug}`)!;
    const square = at('plaza-el-makhzen');
    expect(haversineMeters(square, at('hotel-parador-restaurant'))).toBeLessThan(60);
    expect(square.lng).toBeGreaterThan(at('plaza-uta-el-hammam').lng);
  });
});
