import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGooglePlaces } from '../src/providers/places/google-places';
import type { PlacesProvider } from '../src/providers/places/places-provider';
import type { FakeHttpServer } from './fakes/fake-http-server';
import { GOOGLE_FAKE_KEY, startGoogleMapsFake } from './fakes/google-maps-fake';
import { HTTP_FAILURES, SLOW_ANSWER_MS, TEST_TIMEOUT_MS } from './provider-failure-cases';

let fake: FakeHttpServer;
let google: PlacesProvider;

const connect = (apiKey = GOOGLE_FAKE_KEY) =>
  createGooglePlaces({ apiKey, placesBaseUrl: fake.url, geocodeBaseUrl: fake.url, timeoutMs: TEST_TIMEOUT_MS });

beforeAll(async () => {
  fake = await startGoogleMapsFake();
  google = connect();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const sentBody = (index = 0) => JSON.parse(fake.requests[index]?.body ?? 'null') as unknown;

describe('google places autocomplete', () => {
  it('posts the input restricted to Morocco and biased around the visitor, with the key in a header', async () => {
    const predictions = await google.autocomplete('marrakesh', { near: { lat: 31.6069, lng: -8.0363 } });
    expect(predictions).toEqual([
      { placeId: 'google:fixture-menara-airport', description: 'Marrakesh Menara Airport, Marrakesh, Morocco' },
      { placeId: 'google:fixture-koutoubia', description: 'Koutoubia Mosque, Avenue Mohammed V, Marrakesh, Morocco' },
      { placeId: 'google:fixture-jemaa-el-fna', description: 'Jemaa el-Fna, Marrakesh, Morocco' },
    ]);
    const request = fake.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/v1/places:autocomplete');
    expect(request?.headers['x-goog-api-key']).toBe(GOOGLE_FAKE_KEY);
    expect(sentBody()).toEqual({
      input: 'marrakesh',
      includedRegionCodes: ['ma'],
      languageCode: 'en',
      locationBias: { circle: { center: { latitude: 31.6069, longitude: -8.0363 }, radius: 30000 } },
    });
  });

  it.each([
    ['a Moroccan name', 'casablanca', ['google:fixture-hassan-ii-mosque']],
    ['an empty `{}` answer', 'atlantis', []],
  ])('answers %s', async (_label, input, ids) => {
    expect((await google.autocomplete(input)).map((p) => p.placeId)).toEqual(ids);
  });

  it('keeps place predictions only and caps them at 8', async () => {
    const prediction = (i: number) => ({ placePrediction: { placeId: `p${i}`, place: `places/p${i}`, text: { text: `Riad ${i}, Marrakesh, Morocco` } } });
    const query = { queryPrediction: { text: { text: 'riads in marrakesh' } } };
    fake.override({ status: 200, json: { suggestions: [query, ...Array.from({ length: 10 }, (_, i) => prediction(i))] } });
    const predictions = await google.autocomplete('riad');
    expect(predictions).toHaveLength(8);
    expect(predictions[0]).toEqual({ placeId: 'google:p0', description: 'Riad 0, Marrakesh, Morocco' });
  });

  it.each([
    ...HTTP_FAILURES,
    { label: "Google's 403 for a bad key", reply: { status: 403, json: { error: { code: 403, status: 'PERMISSION_DENIED' } } }, failure: 'failed' as const },
    { label: "Google's 429 quota", reply: { status: 429, json: { error: { code: 429, status: 'RESOURCE_EXHAUSTED' } } }, failure: 'unavailable' as const },
    { label: 'a prediction without text', reply: { status: 200, json: { suggestions: [{ placePrediction: { placeId: 'x' } }] } }, failure: 'failed' as const },
  ])('maps $label to $failure', async ({ reply, failure }) => {
    fake.override(reply);
    await expect(google.autocomplete('jemaa')).rejects.toMatchObject({ name: 'ProviderError', provider: 'google-places', failure });
  });

  it('is refused with a wrong key', async () => {
    await expect(connect('wrong-key').autocomplete('jemaa')).rejects.toMatchObject({ failure: 'failed' });
  });

  it('gives up after its timeout', async () => {
    fake.delay(SLOW_ANSWER_MS);
    const started = performance.now();
    await expect(google.autocomplete('jemaa')).rejects.toMatchObject({ failure: 'timeout' });
    expect(performance.now() - started).toBeLessThan(SLOW_ANSWER_MS / 2);
  });
});

describe('google places resolve', () => {
  it('fetches the details of a google: placeId with a field mask', async () => {
    const place = await google.resolve('google:fixture-jemaa-el-fna');
    expect(place).toEqual({
      placeId: 'google:fixture-jemaa-el-fna',
      name: 'Jemaa el-Fna',
      formattedAddress: 'Marrakesh, Morocco',
      location: { lat: 31.6258, lng: -7.9891 },
      city: 'Marrakesh',
      nameAr: null,
    });
    const request = fake.requests[0];
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/v1/places/fixture-jemaa-el-fna');
    expect(request?.headers['x-goog-fieldmask']).toBe('id,displayName,formattedAddress,location,addressComponents');
  });

  it('searches free text, asking for the same fields under places.', async () => {
    const place = await google.resolve('hassan ii mosque', { near: { lat: 33.6, lng: -7.6 } });
    expect(place).toMatchObject({ placeId: 'google:fixture-hassan-ii-mosque', city: 'Casablanca', location: { lat: 33.6083, lng: -7.6328 } });
    const request = fake.requests[0];
    expect(request?.url.pathname).toBe('/v1/places:searchText');
    expect(request?.headers['x-goog-fieldmask']).toBe('places.id,places.displayName,places.formattedAddress,places.location,places.addressComponents');
    expect(sentBody()).toMatchObject({ textQuery: 'hassan ii mosque', regionCode: 'ma', pageSize: 5, locationBias: { circle: { radius: 30000 } } });
  });

  it.each([
    ['a place outside Morocco by id', 'google:fixture-casablanca-chile', null],
    ['free text matching Chile first, then Morocco', 'casablanca', 'google:fixture-hassan-ii-mosque'],
    ['free text only matching abroad', 'chile', null],
    ['free text matching nothing (`{}`)', 'atlantis', null],
  ])('resolves %s', async (_label, input, placeId) => {
    expect((await google.resolve(input))?.placeId ?? null).toBe(placeId);
  });

  it("maps Google's 404 for an unknown place id to failed", async () => {
    await expect(google.resolve('google:no-such-place')).rejects.toMatchObject({ failure: 'failed' });
  });

  it('treats details without a location as malformed', async () => {
    fake.override({ status: 200, json: { id: 'x', displayName: { text: 'Somewhere' } } });
    await expect(google.resolve('google:x')).rejects.toMatchObject({ failure: 'failed' });
  });

  it('gives up after its timeout', async () => {
    fake.delay(SLOW_ANSWER_MS);
    await expect(google.resolve('google:fixture-koutoubia')).rejects.toMatchObject({ failure: 'timeout' });
  });
});

describe('google reverse geocode (Geocoding API)', () => {
  it('asks with latlng and the key, and returns the address components', async () => {
    const result = await google.reverseGeocode({ lat: 31.6237, lng: -7.9937 });
    expect(result).toEqual({
      formattedAddress: 'Avenue Mohammed V, Marrakesh, Morocco',
      components: [
        { longName: 'Avenue Mohammed V', types: ['route'] },
        { longName: 'Marrakesh', types: ['locality', 'political'] },
        { longName: 'Pachalik de Marrakech', types: ['administrative_area_level_2', 'political'] },
        { longName: 'Marrakech-Safi', types: ['administrative_area_level_1', 'political'] },
        { longName: 'Morocco', types: ['country', 'political'] },
      ],
    });
    expect(fake.requests[0]?.url.pathname).toBe('/maps/api/geocode/json');
    expect(Object.fromEntries(fake.requests[0]?.url.searchParams ?? [])).toEqual({ latlng: '31.6237,-7.9937', key: GOOGLE_FAKE_KEY, language: 'en' });
  });

  it.each([
    ['ZERO_RESULTS (open sea)', { lat: 33, lng: -12 }],
    ['a point outside Morocco', { lat: -33.3194, lng: -71.4079 }],
  ])('answers null for %s', async (_label, position) => {
    expect(await google.reverseGeocode(position)).toBeNull();
  });

  it.each([
    ['REQUEST_DENIED', 'failed'],
    ['INVALID_REQUEST', 'failed'],
    ['OVER_QUERY_LIMIT', 'unavailable'],
    ['OVER_DAILY_LIMIT', 'unavailable'],
    ['UNKNOWN_ERROR', 'unavailable'],
  ])('maps status %s (HTTP 200) to %s', async (status, failure) => {
    fake.override({ status: 200, json: { status, error_message: 'explained', results: [] } });
    await expect(google.reverseGeocode({ lat: 31.6237, lng: -7.9937 })).rejects.toMatchObject({ failure, message: `Google geocoding answered ${status}` });
  });

  it('is denied with a wrong key', async () => {
    await expect(connect('wrong-key').reverseGeocode({ lat: 31.6237, lng: -7.9937 })).rejects.toMatchObject({ failure: 'failed' });
  });

  it.each(HTTP_FAILURES)('maps $label to $failure', async ({ reply, failure }) => {
    fake.override(reply);
    await expect(google.reverseGeocode({ lat: 31.6237, lng: -7.9937 })).rejects.toMatchObject({ failure });
  });

  it('gives up after its timeout', async () => {
    fake.delay(SLOW_ANSWER_MS);
    await expect(google.reverseGeocode({ lat: 31.6237, lng: -7.9937 })).rejects.toMatchObject({ failure: 'timeout' });
  });
});
