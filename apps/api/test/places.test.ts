import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NearbyResponse, PlaceDetailsResponse } from '@mizan/contracts/places';
import { CATALOG_BY_CITY } from '@mizan/data/catalog';
import { createGooglePlaceDetails } from '../src/providers/place-details/google-place-details';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import {
  fakeJpeg,
  GOOGLE_DETAILS_FAKE_KEY,
  startGooglePlaceDetailsFake,
} from './fakes/google-place-details-fake';
import type { GooglePlaceDetailsFake } from './fakes/google-place-details-fake';
import { buildTestApp, newVisitor, postAs, testDatabases } from './helpers/test-app';
import type { TestApp, TestAppOptions, Visitor } from './helpers/test-app';
import { SLOW_ANSWER_MS, TEST_TIMEOUT_MS } from './provider-failure-cases';

const HOUR_MS = 60 * 60 * 1000;
const JEMAA_DUSK = 'places/fixture-jemaa-el-fna/photos/photo-jemaa-dusk';

let fake: GooglePlaceDetailsFake;
beforeAll(async () => {
  fake = await startGooglePlaceDetailsFake();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const details = (t: TestApp, visitor: Visitor, body: Record<string, unknown>) =>
  postAs(t.app, visitor, '/api/places/details', body);
const nearby = (t: TestApp, visitor: Visitor, body: Record<string, unknown>) =>
  postAs(t.app, visitor, '/api/places/nearby', body);
const photo = (t: TestApp, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/places/photo?${query}` });

const firstCatalogPlace = (city: keyof typeof CATALOG_BY_CITY) => {
  const place = CATALOG_BY_CITY[city][0];
  if (!place) throw new Error(`no catalog place in ${city}`);
  return place;
};

describe.each(testDatabases)('places routes, embedded catalog (%s)', (database) => {
  let t: TestApp;
  let ana: Visitor;
  beforeAll(async () => {
    t = await buildTestApp(database);
    ana = await newVisitor(t.app);
  });
  afterAll(() => t.close());

  it('answers a catalog place with facts only: no rating, no reviews, no photos, no attribution to show', async () => {
    const place = firstCatalogPlace('marrakech');
    const response = await details(t, ana, { placeName: place.name, city: 'marrakech' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      placeId: place.id,
      name: place.name,
      location: { lat: place.lat, lng: place.lng },
      rating: null,
      reviewCount: null,
      url: place.link ?? null,
      mapsUrl: null,
      website: place.link ?? null,
      photos: [],
      reviews: [],
      city: 'Marrakech',
      formatted_address: `${place.name}, Marrakech`,
      vicinity: 'Marrakech',
      price_level: null,
      source: 'catalog',
      attributions: [],
    });
  });

  it.each(['Fez', 'fes', 'FÈS', ' fès '])('accepts the city written %j', async (city) => {
    const place = firstCatalogPlace('fes');
    const response = await details(t, ana, { placeName: place.name, city });
    expect(response.statusCode).toBe(200);
    expect(response.json<PlaceDetailsResponse>().placeId).toBe(place.id);
  });

  it('accepts marrakesh for marrakech', async () => {
    const place = firstCatalogPlace('marrakech');
    expect((await details(t, ana, { placeName: place.name, city: 'Marrakesh' })).statusCode).toBe(200);
  });

  it('answers 404 not_found for a place the catalog does not have in that city', async () => {
    const response = await details(t, ana, { placeName: 'Eiffel Tower', city: 'rabat' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.stringContaining('Eiffel Tower'), code: 'not_found' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['no placeName', { city: 'fes' }],
    ['an empty placeName', { placeName: '   ', city: 'fes' }],
    ['a placeName of 201 characters', { placeName: 'a'.repeat(201), city: 'fes' }],
    ['a placeName that is not text', { placeName: 42, city: 'fes' }],
    ['no city', { placeName: 'Bab Bou Jeloud' }],
    ['a city outside the eight', { placeName: 'Bab Bou Jeloud', city: 'paris' }],
    ['a city that is not text', { placeName: 'Bab Bou Jeloud', city: ['fes'] }],
  ])('refuses details with %s: 400 validation_failed', async (_label, body) => {
    const response = await details(t, ana, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('refuses details without the CSRF token: 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/places/details',
      cookies: { [IDENTITY_COOKIE]: ana.cookie },
      headers: { 'content-type': 'application/json' },
      payload: { placeName: 'Bab Bou Jeloud', city: 'fes' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'csrf_invalid' });
  });

  it('lists catalog places of a type nearby, nearest first, within the default 1500 m', async () => {
    const place = CATALOG_BY_CITY.marrakech.find((p) => p.kind === 'restaurant');
    if (!place) throw new Error('no restaurant in the Marrakech catalog');
    const response = await nearby(t, ana, {
      location: { lat: place.lat, lng: place.lng },
      type: 'restaurant',
    });
    expect(response.statusCode).toBe(200);
    const { places } = response.json<NearbyResponse>();
    expect(places[0]).toMatchObject({ placeId: place.id, source: 'catalog', rating: null, reviews: [] });
    expect(places.length).toBeLessThanOrEqual(20);
  });

  it("takes the spec's type words (attraction) and a radius up to 50 km", async () => {
    const response = await nearby(t, ana, {
      location: { lat: 31.6295, lng: -7.9811 },
      type: 'attraction',
      radius: 50_000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<NearbyResponse>().places.length).toBeGreaterThan(0);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no location', { type: 'restaurant' }],
    ['a latitude of 91', { location: { lat: 91, lng: 0 }, type: 'restaurant' }],
    ['a longitude of -181', { location: { lat: 31, lng: -181 }, type: 'restaurant' }],
    ['a location as text', { location: '31.6,-7.9', type: 'restaurant' }],
    ['no type', { location: { lat: 31.6, lng: -7.9 } }],
    ['a type Google does not search by', { location: { lat: 31.6, lng: -7.9 }, type: 'souk' }],
    ['a radius of 0', { location: { lat: 31.6, lng: -7.9 }, type: 'cafe', radius: 0 }],
    ['a radius above 50 km', { location: { lat: 31.6, lng: -7.9 }, type: 'cafe', radius: 50_001 }],
    ['a radius as text', { location: { lat: 31.6, lng: -7.9 }, type: 'cafe', radius: '1500' }],
  ])('refuses nearby with %s: 400 validation_failed', async (_label, body) => {
    const response = await nearby(t, ana, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('has no photos: 404 JSON, so the screen shows its placeholder', async () => {
    const response = await photo(t, `ref=${encodeURIComponent(JEMAA_DUSK)}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'No such photo', code: 'not_found' });
  });

  it.each([
    ['no ref', ''],
    ['an empty ref', 'ref='],
    ['a ref of 2001 characters', `ref=${'a'.repeat(2001)}`],
    ['an unknown size', `ref=${encodeURIComponent(JEMAA_DUSK)}&size=huge`],
  ])('refuses a photo with %s: 400 validation_failed', async (_label, query) => {
    const response = await photo(t, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe.each(testDatabases)('places routes, Google Places (%s)', (database) => {
  let t: TestApp;
  afterEach(() => t.close());

  const clock = { now: new Date('2026-11-22T10:00:00.000Z') };
  const withGoogle = (options: TestAppOptions = {}, timeoutMs = 1000) =>
    buildTestApp(database, {
      now: () => clock.now,
      providers: {
        placeDetails: createGooglePlaceDetails({
          apiKey: GOOGLE_DETAILS_FAKE_KEY,
          baseUrl: fake.url,
          timeoutMs,
        }),
      },
      ...options,
    });

  it("answers Google's details with at most 3 reviews, the best rated with text, and the attributions", async () => {
    t = await withGoogle();
    const ana = await newVisitor(t.app);
    const response = await details(t, ana, { placeName: 'Jemaa el-Fna', city: 'marrakech' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      placeId: 'fixture-jemaa-el-fna',
      name: 'Jemaa el-Fna',
      location: { lat: 31.6258, lng: -7.9891 },
      rating: 4.4,
      reviewCount: 98765,
      url: 'https://maps.google.com/?cid=fixture-jemaa-el-fna',
      mapsUrl: 'https://maps.google.com/?cid=fixture-jemaa-el-fna',
      website: null,
      photos: [
        {
          ref: JEMAA_DUSK,
          url: `/api/places/photo?ref=${encodeURIComponent(JEMAA_DUSK)}`,
          attributions: [{ name: 'Amina B.', uri: 'https://maps.google.com/maps/contrib/Amina%20B.' }],
        },
        expect.objectContaining({ ref: 'places/fixture-jemaa-el-fna/photos/photo-jemaa-stalls' }),
      ],
      // Of five: the two 5-star reviews with text in Google's order, then the 4-star one; the 5 stars without
      // words and the 3-star review are left out.
      reviews: [
        {
          author: 'Sofia R.',
          authorUri: 'https://www.google.com/maps/contrib/Sofia%20R./reviews',
          rating: 5,
          relativeTime: '3 weeks ago',
          text: 'Magical at sunset, orange juice stalls everywhere.',
        },
        expect.objectContaining({ author: 'Hana T.', rating: 5, text: 'The heart of the city.' }),
        expect.objectContaining({ author: 'Jan P.', rating: 4 }),
      ],
      city: 'Marrakesh',
      formatted_address: 'Jemaa el-Fna, Marrakesh 40000, Morocco',
      vicinity: 'Jemaa el-Fna, Marrakesh',
      price_level: null,
      source: 'google',
      attributions: ['Google Maps'],
    });
  });

  it('answers the same question again from the cache, then asks Google by place id once the content is stale', async () => {
    t = await withGoogle();
    const ana = await newVisitor(t.app);
    const first = await details(t, ana, { placeName: 'Le Jardin', city: 'marrakech' });
    expect(first.json()).toMatchObject({ placeId: 'fixture-le-jardin', price_level: 2, rating: 4.3 });
    expect(fake.requests.map((r) => r.url.pathname)).toEqual(['/v1/places:searchText']);

    // Written differently, asked by someone else: the same question.
    const bob = await newVisitor(t.app);
    const again = await details(t, bob, { placeName: '  le JARDIN ', city: 'Marrakesh' });
    expect(again.json()).toEqual(first.json());
    expect(fake.requests).toHaveLength(1);

    // Google's content is kept one hour; its place id 30 days: no new search, a Place Details call.
    clock.now = new Date(clock.now.getTime() + HOUR_MS + 1);
    const later = await details(t, ana, { placeName: 'Le Jardin', city: 'marrakech' });
    expect(later.json()).toEqual(first.json());
    expect(fake.requests.map((r) => r.url.pathname)).toEqual([
      '/v1/places:searchText',
      '/v1/places/fixture-le-jardin',
    ]);
  });

  it('matches the city accent-insensitively (Fès in the address, fes asked)', async () => {
    t = await withGoogle();
    const ana = await newVisitor(t.app);
    const response = await details(t, ana, { placeName: 'Musée Nejjarine', city: 'fes' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ placeId: 'fixture-nejjarine-museum', city: 'Fès' });
  });

  it('does not answer a place found in another city (spec 5), and remembers it', async () => {
    t = await withGoogle();
    const ana = await newVisitor(t.app);
    const response = await details(t, ana, { placeName: 'Hassan Tower', city: 'marrakech' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect(fake.requests).toHaveLength(1);
    // In its own city it is found.
    expect((await details(t, ana, { placeName: 'Hassan Tower', city: 'rabat' })).json()).toMatchObject({
      placeId: 'fixture-hassan-tower',
      price_level: 0,
    });
    fake.reset();
    expect((await details(t, ana, { placeName: 'Hassan Tower', city: 'marrakech' })).statusCode).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });

  it('remembers a place Google does not know for an hour, then asks again', async () => {
    t = await withGoogle();
    const ana = await newVisitor(t.app);
    expect((await details(t, ana, { placeName: 'Atlantis', city: 'agadir' })).statusCode).toBe(404);
    expect((await details(t, ana, { placeName: 'Atlantis', city: 'agadir' })).statusCode).toBe(404);
    expect(fake.requests).toHaveLength(1);
    clock.now = new Date(clock.now.getTime() + HOUR_MS + 1);
    expect((await details(t, ana, { placeName: 'Atlantis', city: 'agadir' })).statusCode).toBe(404);
    expect(fake.requests).toHaveLength(2);
  });

  it('answers 503 provider_unavailable when Google is down, and does not ask again for an hour', async () => {
    t = await withGoogle();
    const ana = await newVisitor(t.app);
    fake.override({
      status: 503,
      json: { error: { code: 503, status: 'UNAVAILABLE', message: 'The service is unavailable.' } },
    });
    const down = await details(t, ana, { placeName: 'Le Jardin', city: 'marrakech' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'provider_unavailable' });
    fake.reset();
    const remembered = await details(t, ana, { placeName: 'Le Jardin', city: 'marrakech' });
    expect(remembered.statusCode).toBe(503);
    expect(fake.requests).toHaveLength(0);
    clock.now = new Date(clock.now.getTime() + HOUR_MS + 1);
    expect((await details(t, ana, { placeName: 'Le Jardin', city: 'marrakech' })).statusCode).toBe(200);
  });

  it('answers 504 provider_timeout when Google does not answer in time, within that time', async () => {
    t = await withGoogle({}, TEST_TIMEOUT_MS);
    const ana = await newVisitor(t.app);
    fake.delay(SLOW_ANSWER_MS);
    const started = performance.now();
    const response = await details(t, ana, { placeName: 'Le Jardin', city: 'marrakech' });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ code: 'provider_timeout' });
    expect(performance.now() - started).toBeLessThan(SLOW_ANSWER_MS);
  });

  it('lists places nearby from Google, and answers the same search again from the cache', async () => {
    t = await withGoogle();
    const ana = await newVisitor(t.app);
    const body = { location: { lat: 31.62581, lng: -7.98912 }, type: 'restaurant', radius: 1500 };
    const response = await nearby(t, ana, body);
    expect(response.statusCode).toBe(200);
    const { places } = response.json<NearbyResponse>();
    expect(places.map((p) => [p.placeId, p.price_level, p.source])).toEqual([
      ['fixture-cafe-des-epices', 1, 'google'],
      ['fixture-le-jardin', 2, 'google'],
    ]);
    // Within ~10 m: the same search.
    const again = await nearby(t, ana, { ...body, location: { lat: 31.62584, lng: -7.98909 } });
    expect(again.json()).toEqual(response.json());
    expect(fake.requests).toHaveLength(1);
  });

  it('answers 503 for nearby when Google is down', async () => {
    t = await withGoogle();
    const ana = await newVisitor(t.app);
    fake.override({ status: 500, json: { error: { code: 500, status: 'INTERNAL' } } });
    const response = await nearby(t, ana, { location: { lat: 31.6258, lng: -7.9891 }, type: 'cafe' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'provider_unavailable' });
  });

  it("serves a Google photo's bytes with its type and a long private cache, sized for the thumbnail or the viewer", async () => {
    t = await withGoogle();
    const full = await photo(t, `ref=${encodeURIComponent(JEMAA_DUSK)}`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toBe('private, max-age=604800, immutable');
    expect(full.rawPayload).toEqual(fakeJpeg('photo-jemaa-dusk', '1200'));
    const thumb = await photo(t, `ref=${encodeURIComponent(JEMAA_DUSK)}&size=thumb`);
    expect(thumb.rawPayload).toEqual(fakeJpeg('photo-jemaa-dusk', '336'));
  });

  it.each([
    ['a photo Google does not know', 'places/fixture-jemaa-el-fna/photos/gone'],
    ['a reference that is no photo name', '../../etc/passwd'],
  ])('answers 404 JSON for %s', async (_label, ref) => {
    t = await withGoogle();
    const response = await photo(t, `ref=${encodeURIComponent(ref)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No such photo', code: 'not_found' });
  });

  it('answers 504 for a photo when Google does not answer in time', async () => {
    t = await withGoogle({}, TEST_TIMEOUT_MS);
    fake.delay(SLOW_ANSWER_MS);
    const response = await photo(t, `ref=${encodeURIComponent(JEMAA_DUSK)}`);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ code: 'provider_timeout' });
  });

  it('is chosen from GOOGLE_MAPS_API_KEY, its calls sent to GOOGLE_MAPS_BASE_URL', async () => {
    t = await buildTestApp(database, {
      env: { GOOGLE_MAPS_API_KEY: GOOGLE_DETAILS_FAKE_KEY, GOOGLE_MAPS_BASE_URL: fake.url },
    });
    expect(t.app.providers.placeDetails.name).toBe('google-place-details');
    const ana = await newVisitor(t.app);
    const response = await details(t, ana, { placeName: 'Hassan Tower', city: 'rabat' });
    expect(response.json()).toMatchObject({ placeId: 'fixture-hassan-tower', source: 'google' });
  });
});
