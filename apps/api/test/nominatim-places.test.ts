import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNominatimPlaces } from '../src/providers/places/nominatim-places';
import type { PlacesProvider } from '../src/providers/places/places-provider';
import type { FakeHttpServer } from './fakes/fake-http-server';
import { startNominatimFake } from './fakes/nominatim-fake';
import { HTTP_FAILURES, SLOW_ANSWER_MS, TEST_TIMEOUT_MS } from './provider-failure-cases';

let fake: FakeHttpServer;
let nominatim: PlacesProvider;

beforeAll(async () => {
  fake = await startNominatimFake();
  nominatim = createNominatimPlaces({ baseUrl: fake.url, timeoutMs: TEST_TIMEOUT_MS });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const sentParams = (index = 0) => Object.fromEntries(fake.requests[index]?.url.searchParams ?? []);

const jsonv2 = (i: number, countryCode = 'ma') => ({
  place_id: i,
  osm_type: 'node',
  osm_id: 700 + i,
  lat: '31.6200000',
  lon: (-7.99 + i / 1000).toFixed(7),
  name: `Riad ${i}`,
  display_name: `Riad ${i}, Marrakech, Morocco`,
  address: { city: 'Marrakech', country: 'Morocco', country_code: countryCode },
});

describe('nominatim search and autocomplete', () => {
  it('searches Morocco only, in jsonv2 with address details, biased around the visitor, with our User-Agent', async () => {
    const predictions = await nominatim.autocomplete('jemaa', { near: { lat: 31.63, lng: -8 } });
    expect(predictions).toEqual([{ placeId: 'osm:W100001', description: 'Jemaa el-Fna, Marrakesh, Morocco' }]);
    expect(fake.requests[0]?.url.pathname).toBe('/search');
    expect(sentParams()).toEqual({
      q: 'jemaa',
      format: 'jsonv2',
      addressdetails: '1',
      namedetails: '1',
      countrycodes: 'ma',
      limit: '8',
      'accept-language': 'en',
      viewbox: '-8.25000,31.88000,-7.75000,31.38000',
    });
    expect(fake.requests[0]?.headers['user-agent']).toMatch(/^Mizan\/.+Morocco/);
  });

  it.each([
    ['a city', 'marrakesh', ['osm:W100001', 'osm:N100002', 'osm:W100003']],
    ['a name also found abroad', 'casablanca', ['osm:W100004']],
    ['nothing', 'atlantis', []],
  ])('answers %s', async (_label, input, ids) => {
    expect((await nominatim.autocomplete(input)).map((p) => p.placeId)).toEqual(ids);
  });

  it('accepts coordinates sent as numbers', async () => {
    fake.override({ status: 200, json: [{ ...jsonv2(1), lat: 31.62, lon: -7.989 }] });
    expect(await nominatim.resolve('riad')).toMatchObject({ placeId: 'osm:N701', location: { lat: 31.62, lng: -7.989 } });
  });

  it('drops places outside Morocco even when the server lets them through, and caps at 8', async () => {
    fake.override({ status: 200, json: [jsonv2(0, 'es'), ...Array.from({ length: 11 }, (_, i) => jsonv2(i + 1))] });
    const predictions = await nominatim.autocomplete('riad');
    expect(predictions).toHaveLength(8);
    expect(predictions[0]).toEqual({ placeId: 'osm:N701', description: 'Riad 1, Marrakech, Morocco' });
  });

  it.each(HTTP_FAILURES)('maps $label to $failure', async ({ reply, failure }) => {
    fake.override(reply);
    await expect(nominatim.autocomplete('jemaa')).rejects.toMatchObject({ name: 'ProviderError', provider: 'nominatim', failure });
  });

  it.each([
    ['no coordinates', { ...jsonv2(1), lat: null }],
    ['coordinates that are not numbers', { ...jsonv2(1), lon: 'west' }],
    ['an unknown OSM type', { ...jsonv2(1), osm_type: 'area' }],
  ])('treats a place with %s as malformed', async (_label, place) => {
    fake.override({ status: 200, json: [place] });
    await expect(nominatim.autocomplete('riad')).rejects.toMatchObject({ failure: 'failed' });
  });

  it('treats an object where a list is due as malformed', async () => {
    fake.override({ status: 200, json: { error: { code: 500, message: 'internal' } } });
    await expect(nominatim.autocomplete('riad')).rejects.toMatchObject({ failure: 'failed' });
  });

  it('is refused by the server without an identifying User-Agent', async () => {
    const anonymous = createNominatimPlaces({ baseUrl: fake.url, userAgent: 'node' });
    await expect(anonymous.autocomplete('jemaa')).rejects.toMatchObject({ failure: 'failed' });
  });

  it('gives up after its timeout', async () => {
    fake.delay(SLOW_ANSWER_MS);
    const started = performance.now();
    await expect(nominatim.autocomplete('jemaa')).rejects.toMatchObject({ failure: 'timeout' });
    expect(performance.now() - started).toBeLessThan(SLOW_ANSWER_MS / 2);
  });
});

describe('nominatim resolve', () => {
  it('looks an osm: placeId up, with the Arabic name for the driver', async () => {
    const place = await nominatim.resolve('osm:W100003');
    expect(place).toEqual({
      placeId: 'osm:W100003',
      name: 'Marrakesh Menara Airport',
      formattedAddress: 'Marrakesh Menara Airport, Marrakesh, Morocco',
      location: { lat: 31.6069, lng: -8.0363 },
      city: 'Marrakesh',
      nameAr: 'مطار مراكش المنارة',
    });
    expect(fake.requests[0]?.url.pathname).toBe('/lookup');
    expect(sentParams()).toMatchObject({ osm_ids: 'W100003', format: 'jsonv2', addressdetails: '1' });
  });

  it.each([
    ['an id outside Morocco', 'osm:R100005', null],
    ['an id nobody knows', 'osm:N999', null],
    ['free text', 'hassan ii mosque', 'osm:W100004'],
    ['free text with nothing in Morocco', 'chile', null],
  ])('resolves %s', async (_label, input, placeId) => {
    expect((await nominatim.resolve(input))?.placeId ?? null).toBe(placeId);
  });

  it('sends text that merely looks like an id to search, not lookup', async () => {
    await nominatim.resolve('osm:X1');
    expect(fake.requests[0]?.url.pathname).toBe('/search');
  });
});

describe('nominatim reverse geocode', () => {
  it('names the closest place with Google-style component types', async () => {
    const result = await nominatim.reverseGeocode({ lat: 34.0618, lng: -4.9837 });
    expect(result).toEqual({
      formattedAddress: 'Bab Bou Jeloud, Fes, Préfecture de Fès, Fès-Meknès, Morocco',
      components: [
        { longName: 'Fes', types: ['locality', 'political'] },
        { longName: 'Préfecture de Fès', types: ['administrative_area_level_2', 'political'] },
        { longName: 'Fès-Meknès', types: ['administrative_area_level_1', 'political'] },
        { longName: 'Morocco', types: ['country', 'political'] },
      ],
    });
    expect(sentParams()).toMatchObject({ lat: '34.0618', lon: '-4.9837', format: 'jsonv2' });
  });

  it.each([
    ['"Unable to geocode" (open sea)', { lat: 33, lng: -12 }],
    ['a place outside Morocco', { lat: -33.3194, lng: -71.4079 }],
  ])('answers null for %s', async (_label, position) => {
    expect(await nominatim.reverseGeocode(position)).toBeNull();
  });

  it('maps its 400 for impossible coordinates to failed', async () => {
    await expect(nominatim.reverseGeocode({ lat: 999, lng: 0 })).rejects.toMatchObject({ failure: 'failed' });
  });
});
