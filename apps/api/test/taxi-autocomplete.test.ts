import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { failingPlaces } from './taxi-fakes';

const get = (t: TestApp, query: string) => t.app.inject({ method: 'GET', url: `/api/taxi/autocomplete?${query}` });

describe.each(testDatabases)('GET /api/taxi/autocomplete (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('suggests gazetteer places for "jemaa", Jemaa el-Fna first', async () => {
    t = await buildTestApp(database);
    const response = await get(t, 'input=jemaa');
    expect(response.statusCode).toBe(200);
    const { predictions } = response.json<{ predictions: { description: string; placeId: string }[] }>();
    expect(predictions[0]).toEqual({ description: 'Jemaa el-Fna, Marrakech', placeId: 'marrakech:jemaa-el-fna' });
    expect(predictions.length).toBeLessThanOrEqual(8);
  });

  it('names suggestions in the visitor’s language where the gazetteer marks it, else in English', async () => {
    t = await buildTestApp(database);
    const first = async (query: string) =>
      (await get(t, query)).json<{ predictions: { description: string; placeId: string }[] }>().predictions[0];
    expect(await first('input=marrakech%20train&lang=fr')).toEqual({
      description: 'Gare de Marrakech, Marrakech',
      placeId: 'marrakech:train-station',
    });
    expect(await first('input=marrakech%20train&lang=de')).toEqual({
      description: 'Marrakech Train Station, Marrakesch',
      placeId: 'marrakech:train-station',
    });
    expect((await get(t, 'input=marrakech%20train&lang=ar')).statusCode).toBe(400);
  });

  it('still suggests near matches for a hotel it does not know (the estimate would not price that text)', async () => {
    t = await buildTestApp(database);
    const response = await get(t, 'input=Four%20Seasons%20Casablanca');
    const { predictions } = response.json<{ predictions: { placeId: string }[] }>();
    expect(predictions.map((p) => p.placeId)).toContain('casablanca:sofitel-tour-blanche');
  });

  it('ranks the visitor\'s city first when lat/lng are given', async () => {
    t = await buildTestApp(database);
    const inFes = await get(t, 'input=train%20station&lat=34.0331&lng=-5.0003');
    const inTangier = await get(t, 'input=train%20station&lat=35.7595&lng=-5.834');
    expect(inFes.json<{ predictions: { placeId: string }[] }>().predictions[0]?.placeId).toMatch(/^fes:/);
    expect(inTangier.json<{ predictions: { placeId: string }[] }>().predictions[0]?.placeId).toMatch(/^tangier:/);
  });

  it.each(['input=', 'input=ab', 'input=%20%20ab%20%20'])('answers no suggestions under 3 characters (%s)', async (query) => {
    t = await buildTestApp(database);
    const response = await get(t, query);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ predictions: [] });
  });

  it.each([
    ['no input', ''],
    ['a huge input', `input=${'a'.repeat(201)}`],
    ['lat 999', 'input=jemaa&lat=999&lng=-7.98'],
    ['a non-number lng', 'input=jemaa&lat=31.6&lng=west'],
    ['lat without lng', 'input=jemaa&lat=31.6'],
  ])('refuses %s with a 400', async (_case, query) => {
    t = await buildTestApp(database);
    const response = await get(t, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it.each(['down', 'hung'] as const)('answers an empty list when the places provider is %s, within the timeout', async (mode) => {
    t = await buildTestApp(database, { env: { PROVIDER_TIMEOUT_MS: '150' }, providers: { places: failingPlaces(mode) } });
    const started = performance.now();
    const response = await get(t, 'input=jemaa');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ predictions: [] });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
