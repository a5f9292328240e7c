import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { failingPlaces } from './taxi-fakes';

const get = (t: TestApp, query: string) => t.app.inject({ method: 'GET', url: `/api/taxi/reverse-geocode?${query}` });

describe.each(testDatabases)('GET /api/taxi/reverse-geocode (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('names the place at Jemaa el-Fna with locality, prefecture and region', async () => {
    t = await buildTestApp(database);
    const response = await get(t, 'lat=31.6258&lng=-7.9891');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: string; results: { formatted_address: string; address_components: { long_name: string; types: string[] }[] }[] }>();
    expect(body.status).toBe('OK');
    expect(body.results[0]?.formatted_address).toBe('Near Jemaa el-Fna, Marrakech');
    const byType = (type: string) => body.results[0]?.address_components.find((c) => c.types.includes(type))?.long_name;
    expect([byType('locality'), byType('administrative_area_level_2'), byType('administrative_area_level_1')]).toEqual([
      'Marrakech',
      'Marrakech',
      'Marrakech-Safi',
    ]);
  });

  it.each([
    ['fr', 'Près de Gare de Marrakech, Marrakech', 'Marrakech'],
    ['es', 'Cerca de Marrakech Train Station, Marrakech', 'Marrakech'],
    ['en', 'Near Marrakech Train Station, Marrakech', 'Marrakech'],
    ['de', 'Nähe Marrakech Train Station, Marrakesch', 'Marrakesch'],
  ])('lang=%s: the address in the visitor’s language, the place by its name in it where marked', async (lang, address, locality) => {
    t = await buildTestApp(database);
    const response = await get(t, `lat=31.63111&lng=-8.01722&lang=${lang}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ results: { formatted_address: string; address_components: { long_name: string; types: string[] }[] }[] }>();
    expect(body.results[0]?.formatted_address).toBe(address);
    // The locality as the address writes it (the screen adds it to an address that does not name it).
    expect(body.results[0]?.address_components.find((c) => c.types.includes('locality'))?.long_name).toBe(locality);
  });

  it('refuses a language the interface does not speak with a 400', async () => {
    t = await buildTestApp(database);
    const response = await get(t, 'lat=31.6258&lng=-7.9891&lang=ar');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('answers ZERO_RESULTS with no results far from every city (the Sahara)', async () => {
    t = await buildTestApp(database);
    const response = await get(t, 'lat=23.7&lng=-15.9');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it.each([
    ['lat 999', 'lat=999&lng=-7.98'],
    ['lng 181', 'lat=31.6&lng=181'],
    ['non-numbers', 'lat=north&lng=west'],
    ['empty values', 'lat=&lng='],
    ['a missing lng', 'lat=31.6'],
    ['nothing', ''],
    ['an exponent', 'lat=1e999&lng=0'],
  ])('refuses %s with a 400', async (_case, query) => {
    t = await buildTestApp(database);
    const response = await get(t, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it.each([
    ['down', 503, 'provider_unavailable'],
    ['hung', 504, 'provider_timeout'],
  ] as const)('answers %s provider with %i within the timeout', async (mode, status, code) => {
    t = await buildTestApp(database, { env: { PROVIDER_TIMEOUT_MS: '150' }, providers: { places: failingPlaces(mode) } });
    const started = performance.now();
    const response = await get(t, 'lat=31.6258&lng=-7.9891');
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
