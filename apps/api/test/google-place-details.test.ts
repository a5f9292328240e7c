import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGooglePlaceDetails } from '../src/providers/place-details/google-place-details';
import type { PlaceDetailsProvider } from '../src/providers/place-details/place-details-provider';
import {
  fakeJpeg,
  GOOGLE_DETAILS_FAKE_KEY,
  startGooglePlaceDetailsFake,
} from './fakes/google-place-details-fake';
import type { GooglePlaceDetailsFake } from './fakes/google-place-details-fake';
import { HTTP_FAILURES, SLOW_ANSWER_MS, TEST_TIMEOUT_MS } from './provider-failure-cases';

let fake: GooglePlaceDetailsFake;
let google: PlaceDetailsProvider;
/** The same adapter with the short timeout the slow answers test. */
let hurried: PlaceDetailsProvider;

// A loaded machine may take more than the timeout tests' 150 ms to answer: the other tests allow a second.
const connect = (apiKey = GOOGLE_DETAILS_FAKE_KEY, timeoutMs = 1000) =>
  createGooglePlaceDetails({ apiKey, baseUrl: fake.url, timeoutMs });

beforeAll(async () => {
  fake = await startGooglePlaceDetailsFake();
  google = connect();
  hurried = connect(GOOGLE_DETAILS_FAKE_KEY, TEST_TIMEOUT_MS);
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const sentBody = (index = 0) => JSON.parse(fake.requests[index]?.body ?? 'null') as unknown;
const DETAIL_MASK =
  'id,displayName,formattedAddress,shortFormattedAddress,location,rating,userRatingCount,priceLevel,websiteUri,' +
  'googleMapsUri,photos,reviews,addressComponents';
const prefixed = (mask: string) =>
  mask
    .split(',')
    .map((f) => `places.${f}`)
    .join(',');

// A Place resource as Google returns it, for answers the fake's fixtures do not cover.
const resource = (id: string, locality: string, country: string, extra: Record<string, unknown> = {}) => ({
  id,
  displayName: { text: id, languageCode: 'en' },
  formattedAddress: `${id}, ${locality}`,
  location: { latitude: 31.6, longitude: -8 },
  addressComponents: [
    { longText: locality, shortText: locality, types: ['locality', 'political'] },
    { longText: country, shortText: country, types: ['country', 'political'] },
  ],
  ...extra,
});

describe('google place details: text search', () => {
  it('searches the name in its city with a field mask, and reads ratings, reviews, photos and links', async () => {
    const place = await google.details({ placeName: 'Jemaa el-Fna', city: 'marrakech' });
    expect(place).toEqual({
      placeId: 'fixture-jemaa-el-fna',
      name: 'Jemaa el-Fna',
      location: { lat: 31.6258, lng: -7.9891 },
      formattedAddress: 'Jemaa el-Fna, Marrakesh 40000, Morocco',
      vicinity: 'Jemaa el-Fna, Marrakesh',
      city: 'Marrakesh',
      rating: 4.4,
      reviewCount: 98765,
      priceLevel: null,
      website: null,
      mapsUrl: 'https://maps.google.com/?cid=fixture-jemaa-el-fna',
      photos: [
        {
          ref: 'places/fixture-jemaa-el-fna/photos/photo-jemaa-dusk',
          attributions: [{ name: 'Amina B.', uri: 'https://maps.google.com/maps/contrib/Amina%20B.' }],
        },
        {
          ref: 'places/fixture-jemaa-el-fna/photos/photo-jemaa-stalls',
          attributions: [{ name: 'Tom K.', uri: 'https://maps.google.com/maps/contrib/Tom%20K.' }],
        },
      ],
      // All five, in Google's order: choosing the three to show is the service's job (spec 5).
      reviews: [
        expect.objectContaining({ author: 'Lea M.', rating: 3, relativeTime: '2 weeks ago' }),
        expect.objectContaining({ author: 'Omar S.', rating: 5, text: '' }),
        {
          author: 'Sofia R.',
          authorUri: 'https://www.google.com/maps/contrib/Sofia%20R./reviews',
          rating: 5,
          relativeTime: '3 weeks ago',
          text: 'Magical at sunset, orange juice stalls everywhere.',
        },
        expect.objectContaining({ author: 'Jan P.', rating: 4 }),
        expect.objectContaining({ author: 'Hana T.', rating: 5 }),
      ],
    });
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/v1/places:searchText');
    expect(request?.url.search).toBe('');
    expect(request?.headers['x-goog-api-key']).toBe(GOOGLE_DETAILS_FAKE_KEY);
    expect(request?.headers['x-goog-fieldmask']).toBe(prefixed(DETAIL_MASK));
    expect(sentBody()).toEqual({
      textQuery: 'Jemaa el-Fna, Marrakech',
      languageCode: 'en',
      regionCode: 'ma',
      pageSize: 5,
      locationBias: { circle: { center: { latitude: 31.6295, longitude: -7.9811 }, radius: 30000 } },
    });
  });

  it.each([
    ['Le Jardin', 'marrakech', 2, 'https://lejardinmarrakech.example/'],
    ['Café des Épices', 'marrakech', 1, null],
    ['Hassan Tower', 'rabat', 0, null],
  ])('reads the price level of %s as a number', async (placeName, city, level, website) => {
    const place = await google.details({ placeName, city: city as 'marrakech' | 'rabat' });
    expect(place).toMatchObject({ priceLevel: level, website });
  });

  it('prefers the result in the destination city, and leaves places abroad out', async () => {
    fake.override({
      status: 200,
      json: {
        places: [
          resource('abroad', 'Casablanca', 'CL'),
          resource('in-rabat', 'Rabat', 'MA'),
          resource('in-marrakech', 'Marrakesh', 'MA'),
        ],
      },
    });
    expect((await google.details({ placeName: 'x', city: 'marrakech' }))?.placeId).toBe('in-marrakech');
    // None in the city: the first Moroccan one, for the service's city filter to turn away.
    expect((await google.details({ placeName: 'x', city: 'fes' }))?.placeId).toBe('in-rabat');
    fake.override({ status: 200, json: { places: [resource('abroad', 'Casablanca', 'CL')] } });
    expect(await google.details({ placeName: 'x', city: 'casablanca' })).toBeNull();
  });

  it.each([
    ['PRICE_LEVEL_VERY_EXPENSIVE', 4],
    ['PRICE_LEVEL_UNSPECIFIED', null],
    ['PRICE_LEVEL_SOMETHING_NEW', null],
  ])('maps priceLevel %s to %s', async (priceLevel, expected) => {
    fake.override({ status: 200, json: { places: [resource('p', 'Marrakesh', 'MA', { priceLevel })] } });
    expect((await google.details({ placeName: 'p', city: 'marrakech' }))?.priceLevel).toBe(expected);
  });

  it('keeps reviews that have stars, and names an anonymous author', async () => {
    const reviews = [
      { relativePublishTimeDescription: 'a day ago', text: { text: 'No stars given' } },
      { rating: 4, relativePublishTimeDescription: 'a year ago', originalText: { text: '  Très beau  ' } },
    ];
    fake.override({ status: 200, json: { places: [resource('p', 'Marrakesh', 'MA', { reviews })] } });
    expect((await google.details({ placeName: 'p', city: 'marrakech' }))?.reviews).toEqual([
      { author: 'A Google user', authorUri: null, rating: 4, relativeTime: 'a year ago', text: 'Très beau' },
    ]);
  });

  it("answers null for Google's empty `{}`", async () => {
    expect(await google.details({ placeName: 'Atlantis', city: 'agadir' })).toBeNull();
  });
});

describe('google place details: by id', () => {
  it('reads a known place id with Place Details, with the same fields', async () => {
    const place = await google.details({
      placeName: 'whatever',
      city: 'marrakech',
      placeId: 'fixture-le-jardin',
    });
    expect(place).toMatchObject({
      placeId: 'fixture-le-jardin',
      name: 'Le Jardin',
      rating: 4.3,
      reviewCount: 5120,
    });
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0];
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/v1/places/fixture-le-jardin');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      languageCode: 'en',
      regionCode: 'ma',
    });
    expect(request?.headers['x-goog-fieldmask']).toBe(DETAIL_MASK);
  });

  it.each([
    ['an obsolete id (404)', 'fixture-closed-long-ago', 2],
    ['an id Google calls invalid (400)', 'not-an-id', 2],
    ['a string that is no id at all, never sent', '../places:searchText', 1],
  ])('falls back to the text search for %s', async (_label, placeId, calls) => {
    const place = await google.details({ placeName: 'Le Jardin', city: 'marrakech', placeId });
    expect(place?.placeId).toBe('fixture-le-jardin');
    expect(fake.requests).toHaveLength(calls);
    expect(fake.requests.at(-1)?.url.pathname).toBe('/v1/places:searchText');
  });
});

describe('google place details: nearby', () => {
  it('asks for places of one type in a circle, nearest first, without reviews', async () => {
    const found = await google.nearby({
      location: { lat: 31.6258, lng: -7.9891 },
      type: 'restaurant',
      radiusMeters: 1500,
    });
    expect(found.map((p) => p.placeId)).toEqual(['fixture-cafe-des-epices', 'fixture-le-jardin']);
    expect(found[1]).toMatchObject({ rating: 4.3, priceLevel: 2, reviews: [], photos: [expect.anything()] });
    const request = fake.requests[0];
    expect(request?.url.pathname).toBe('/v1/places:searchNearby');
    expect(request?.headers['x-goog-fieldmask']).toBe(prefixed(DETAIL_MASK.replace(',reviews', '')));
    expect(sentBody()).toEqual({
      includedTypes: ['restaurant'],
      maxResultCount: 20,
      locationRestriction: { circle: { center: { latitude: 31.6258, longitude: -7.9891 }, radius: 1500 } },
      rankPreference: 'DISTANCE',
      languageCode: 'en',
      regionCode: 'ma',
    });
  });

  it('answers an empty list for `{}` (nothing of that type there)', async () => {
    expect(
      await google.nearby({
        location: { lat: 31.6258, lng: -7.9891 },
        type: 'night_club',
        radiusMeters: 500,
      }),
    ).toEqual([]);
  });

  it("is refused with Google's 400 for a type outside Table A", async () => {
    await expect(
      google.nearby({ location: { lat: 31.6258, lng: -7.9891 }, type: 'souk', radiusMeters: 500 }),
    ).rejects.toMatchObject({ failure: 'failed' });
  });
});

describe('google place details: photos', () => {
  const ref = 'places/fixture-jemaa-el-fna/photos/photo-jemaa-dusk';

  it("asks Google for the image's address (the key stays with Google), then fetches the bytes", async () => {
    const photo = await google.photo({ ref, maxWidthPx: 336 });
    expect(photo).toEqual({ data: fakeJpeg('photo-jemaa-dusk', '336'), mimeType: 'image/jpeg' });
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0];
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe(`/v1/${ref}/media`);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      maxWidthPx: '336',
      skipHttpRedirect: 'true',
    });
    expect(request?.headers['x-goog-api-key']).toBe(GOOGLE_DETAILS_FAKE_KEY);
    expect(fake.photoRequests).toEqual(['/p/photo-jemaa-dusk=w336']);
  });

  it('answers null for a photo Google does not know', async () => {
    expect(
      await google.photo({ ref: 'places/fixture-jemaa-el-fna/photos/no-such-photo', maxWidthPx: 400 }),
    ).toBeNull();
    expect(fake.photoRequests).toEqual([]);
  });

  it.each([
    '',
    'photo-jemaa-dusk',
    'places/x/photos/y/../../../v1/places:searchText',
    'https://evil.example/a.jpg',
    'places/a b/photos/c',
  ])('never sends a reference that is not a photo name (%j)', async (bad) => {
    expect(await google.photo({ ref: bad, maxWidthPx: 400 })).toBeNull();
    expect(fake.requests).toEqual([]);
  });

  it('refuses an answer that is not an image', async () => {
    fake.override({ status: 200, json: { photoUri: `${fake.url}/not-an-image` } });
    await expect(google.photo({ ref, maxWidthPx: 400 })).rejects.toMatchObject({ failure: 'failed' });
  });
});

describe('google place details: failures', () => {
  const calls: [string, (p: PlaceDetailsProvider) => Promise<unknown>][] = [
    ['details', (p) => p.details({ placeName: 'Le Jardin', city: 'marrakech' })],
    [
      'nearby',
      (p) => p.nearby({ location: { lat: 31.6258, lng: -7.9891 }, type: 'restaurant', radiusMeters: 1500 }),
    ],
    [
      'photo',
      (p) => p.photo({ ref: 'places/fixture-le-jardin/photos/photo-le-jardin-patio', maxWidthPx: 400 }),
    ],
  ];
  const cases = calls.flatMap(([call, run]) =>
    [
      ...HTTP_FAILURES,
      {
        label: "Google's 429 quota",
        reply: { status: 429, json: { error: { code: 429, status: 'RESOURCE_EXHAUSTED' } } },
        failure: 'unavailable' as const,
      },
      {
        label: 'a place without an id',
        reply: { status: 200, json: { places: [{ displayName: { text: 'x' } }] } },
        failure: 'failed' as const,
      },
    ]
      // For a photo, Google's 404 means "no such photo": null, tested above. Its JSON answer has no places.
      .filter(
        ({ label }) => call !== 'photo' || (!label.startsWith('404') && !label.includes('without an id')),
      )
      .map((c) => ({ ...c, call, run })),
  );

  it.each(cases)('$call maps $label to $failure', async ({ reply, failure, run }) => {
    fake.override(reply);
    await expect(run(google)).rejects.toMatchObject({
      name: 'ProviderError',
      provider: 'google-place-details',
      failure,
    });
  });

  it.each(calls)('%s is refused with a wrong key', async (_call, run) => {
    await expect(run(connect('wrong-key'))).rejects.toMatchObject({ failure: 'failed' });
  });

  it.each(calls)('%s gives up after its timeout', async (_call, run) => {
    fake.delay(SLOW_ANSWER_MS);
    const started = performance.now();
    await expect(run(hurried)).rejects.toMatchObject({ failure: 'timeout' });
    expect(performance.now() - started).toBeLessThan(SLOW_ANSWER_MS / 2);
  });
});
