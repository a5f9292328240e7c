import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPhotonPlaces } from '../src/providers/places/photon-places';
import type { PlacesProvider, ResolvedPlace } from '../src/providers/places/places-provider';
import type { FakeHttpServer } from './fakes/fake-http-server';
import { startPhotonFake } from './fakes/photon-fake';
import { HTTP_FAILURES, SLOW_ANSWER_MS, TEST_TIMEOUT_MS } from './provider-failure-cases';

let fake: FakeHttpServer;
let photon: PlacesProvider;

beforeAll(async () => {
  fake = await startPhotonFake();
  photon = createPhotonPlaces({ baseUrl: fake.url, timeoutMs: TEST_TIMEOUT_MS });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const maFeature = (i: number) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [-7.99 + i / 1000, 31.62] },
  properties: { osm_type: 'N', osm_id: 500 + i, name: `Riad ${i}`, city: 'Marrakesh', country: 'Morocco', countrycode: 'MA' },
});

describe('photon autocomplete', () => {
  it('asks /api with the query, a limit, English and the position, and keeps only Moroccan places', async () => {
    const predictions = await photon.autocomplete('casablanca', { near: { lat: 33.59, lng: -7.61 } });
    expect(predictions).toEqual([{ placeId: 'osm:W100004', description: 'Hassan II Mosque, Boulevard de la Corniche, Casablanca, Morocco' }]);
    const sent = fake.requests[0]?.url;
    expect(sent?.pathname).toBe('/api');
    expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({ q: 'casablanca', limit: '16', lang: 'en', lat: '33.59', lon: '-7.61' });
    expect(fake.requests[0]?.headers['user-agent']).toMatch(/^Mizan\//);
  });

  it.each([
    ['a name', 'jemaa', ['osm:W100001']],
    ['a city', 'marrakesh', ['osm:W100001', 'osm:N100002', 'osm:W100003']],
    ['nothing known', 'atlantis', []],
  ])('answers %s', async (_label, input, ids) => {
    const predictions = await photon.autocomplete(input);
    expect(predictions.map((p) => p.placeId)).toEqual(ids);
  });

  it('caps suggestions at 8', async () => {
    fake.override({ status: 200, json: { type: 'FeatureCollection', features: Array.from({ length: 12 }, (_, i) => maFeature(i)) } });
    const predictions = await photon.autocomplete('riad');
    expect(predictions).toHaveLength(8);
    expect(predictions[0]).toEqual({ placeId: 'osm:N500', description: 'Riad 0, Marrakesh, Morocco' });
  });

  it.each(HTTP_FAILURES)('maps $label to $failure', async ({ reply, failure }) => {
    fake.override(reply);
    await expect(photon.autocomplete('jemaa')).rejects.toMatchObject({ name: 'ProviderError', provider: 'photon', failure });
  });

  it.each([
    ['a collection without features', { type: 'FeatureCollection' }],
    ['a feature without an OSM reference', { type: 'FeatureCollection', features: [{ ...maFeature(1), properties: { name: 'Riad', countrycode: 'MA' } }] }],
    ['a feature without coordinates', { type: 'FeatureCollection', features: [{ ...maFeature(1), geometry: { type: 'Point', coordinates: [] } }] }],
  ])('treats %s as malformed', async (_label, json) => {
    fake.override({ status: 200, json });
    await expect(photon.autocomplete('riad')).rejects.toMatchObject({ failure: 'failed' });
  });

  it('gives up after its timeout', async () => {
    fake.delay(SLOW_ANSWER_MS);
    const started = performance.now();
    await expect(photon.autocomplete('jemaa')).rejects.toMatchObject({ failure: 'timeout' });
    expect(performance.now() - started).toBeLessThan(SLOW_ANSWER_MS / 2);
  });
});

describe('photon resolve', () => {
  it('resolves a suggestion it just made without asking again', async () => {
    const [first] = await photon.autocomplete('koutoubia');
    const requestsBefore = fake.requests.length;
    const place = await photon.resolve(first?.placeId ?? '');
    expect(fake.requests).toHaveLength(requestsBefore);
    expect(place).toEqual<ResolvedPlace>({
      placeId: 'osm:N100002',
      name: 'Koutoubia Mosque',
      formattedAddress: 'Koutoubia Mosque, Avenue Mohammed V, Marrakesh, Morocco',
      location: { lat: 31.6237, lng: -7.9937 },
      city: 'Marrakesh',
      nameAr: null,
    });
  });

  it('hands an osm: id it has not seen to the configured resolver, else answers null', async () => {
    const fromNominatim: ResolvedPlace = {
      placeId: 'osm:N100002',
      name: 'Koutoubia Mosque',
      formattedAddress: 'Koutoubia Mosque, Avenue Mohammed V, Marrakesh, Morocco',
      location: { lat: 31.6237, lng: -7.9937 },
      city: 'Marrakesh',
      nameAr: 'مسجد الكتبية',
    };
    const asked: string[] = [];
    const paired = createPhotonPlaces({
      baseUrl: fake.url,
      idResolver: { resolve: (id) => (asked.push(id), Promise.resolve(fromNominatim)) },
    });
    expect(await paired.resolve('osm:N100002')).toEqual(fromNominatim);
    expect(asked).toEqual(['osm:N100002']);
    expect(await createPhotonPlaces({ baseUrl: fake.url }).resolve('osm:N100002')).toBeNull();
  });

  it.each([
    ['free text to the first Moroccan match', 'casablanca', 'osm:W100004'],
    ['text only known outside Morocco to null', 'chile', null],
    ['unknown text to null', 'atlantis', null],
  ])('resolves %s', async (_label, text, placeId) => {
    const place = await photon.resolve(text);
    expect(place?.placeId ?? null).toBe(placeId);
  });
});

describe('photon reverse geocode', () => {
  it('names the closest place with Google-style component types', async () => {
    const result = await photon.reverseGeocode({ lat: 31.6259, lng: -7.989 });
    expect(result).toEqual({
      formattedAddress: 'Jemaa el-Fna, Marrakesh, Morocco',
      components: [
        { longName: 'Marrakesh', types: ['locality', 'political'] },
        { longName: 'Pachalik de Marrakech', types: ['administrative_area_level_2', 'political'] },
        { longName: 'Marrakech-Safi', types: ['administrative_area_level_1', 'political'] },
        { longName: 'Morocco', types: ['country', 'political'] },
      ],
    });
    expect(Object.fromEntries(fake.requests[0]?.url.searchParams ?? [])).toMatchObject({ lat: '31.6259', lon: '-7.989' });
  });

  it.each([
    ['open sea', { lat: 33, lng: -12 }],
    ['a place outside Morocco', { lat: -33.3194, lng: -71.4079 }],
  ])('answers null for %s', async (_label, position) => {
    expect(await photon.reverseGeocode(position)).toBeNull();
  });

  it('gives up after its timeout', async () => {
    fake.delay(SLOW_ANSWER_MS);
    await expect(photon.reverseGeocode({ lat: 31.6258, lng: -7.9891 })).rejects.toMatchObject({ failure: 'timeout' });
  });
});
