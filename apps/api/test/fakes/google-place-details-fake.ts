import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { haversineMeters } from '@mizan/domain/geo/distance';
import { readJsonBody, startFakeHttpServer } from './fake-http-server';
import type { FakeHttpServer, FakeReply, RecordedRequest } from './fake-http-server';

/**
 * Places API (New) as the trip planner uses it: Text Search, Place Details, Nearby Search and Place Photos, in
 * Google's wire format (developers.google.com/maps/documentation/places/web-service: `places:searchText`,
 * `places/{id}`, `places:searchNearby`, `places/{id}/photos/{ref}/media`), field masks included. The places are
 * real, their ratings, reviews, authors and ids are fixtures of this fake, not Google's data.
 */
export const GOOGLE_DETAILS_FAKE_KEY = 'fake-google-places-details-key';

interface FakeReview {
  author: string;
  rating?: number;
  text?: string;
  when: string;
}

export interface FakeDetailedPlace {
  id: string;
  name: string;
  formattedAddress: string;
  shortFormattedAddress: string;
  locality: string;
  countryCode: string;
  lat: number;
  lng: number;
  types: string[];
  rating?: number;
  userRatingCount?: number;
  priceLevel?: string;
  websiteUri?: string;
  photos: { ref: string; author: string }[];
  reviews: FakeReview[];
}

export const FAKE_DETAILED_PLACES: readonly FakeDetailedPlace[] = [
  {
    id: 'fixture-jemaa-el-fna',
    name: 'Jemaa el-Fna',
    formattedAddress: 'Jemaa el-Fna, Marrakesh 40000, Morocco',
    shortFormattedAddress: 'Jemaa el-Fna, Marrakesh',
    locality: 'Marrakesh',
    countryCode: 'MA',
    lat: 31.6258,
    lng: -7.9891,
    types: ['tourist_attraction', 'point_of_interest'],
    rating: 4.4,
    userRatingCount: 98765,
    photos: [
      { ref: 'photo-jemaa-dusk', author: 'Amina B.' },
      { ref: 'photo-jemaa-stalls', author: 'Tom K.' },
    ],
    // Five, as Google returns at most: a 5-star rating without words must not be chosen (spec 5).
    reviews: [
      { author: 'Lea M.', rating: 3, text: 'Crowded and loud, but worth seeing once.', when: '2 weeks ago' },
      { author: 'Omar S.', rating: 5, when: 'a month ago' },
      {
        author: 'Sofia R.',
        rating: 5,
        text: 'Magical at sunset, orange juice stalls everywhere.',
        when: '3 weeks ago',
      },
      {
        author: 'Jan P.',
        rating: 4,
        text: 'Watch your pockets, enjoy the food stalls.',
        when: '2 months ago',
      },
      { author: 'Hana T.', rating: 5, text: 'The heart of the city.', when: '5 months ago' },
    ],
  },
  {
    id: 'fixture-le-jardin',
    name: 'Le Jardin',
    formattedAddress: '32 Souk Sidi Abdelaziz, Marrakesh 40000, Morocco',
    shortFormattedAddress: '32 Souk Sidi Abdelaziz, Marrakesh',
    locality: 'Marrakesh',
    countryCode: 'MA',
    lat: 31.6311,
    lng: -7.9868,
    types: ['restaurant', 'food', 'point_of_interest'],
    rating: 4.3,
    userRatingCount: 5120,
    priceLevel: 'PRICE_LEVEL_MODERATE',
    websiteUri: 'https://lejardinmarrakech.example/',
    photos: [{ ref: 'photo-le-jardin-patio', author: 'Nadia E.' }],
    reviews: [
      {
        author: 'Ben C.',
        rating: 4,
        text: 'A green courtyard in the middle of the souks.',
        when: 'a week ago',
      },
    ],
  },
  {
    id: 'fixture-cafe-des-epices',
    name: 'Café des Épices',
    formattedAddress: '75 Rahba Lakdima, Marrakesh 40000, Morocco',
    shortFormattedAddress: '75 Rahba Lakdima, Marrakesh',
    locality: 'Marrakesh',
    countryCode: 'MA',
    lat: 31.6301,
    lng: -7.9862,
    types: ['cafe', 'restaurant', 'food', 'point_of_interest'],
    rating: 4.1,
    userRatingCount: 3300,
    priceLevel: 'PRICE_LEVEL_INEXPENSIVE',
    photos: [],
    reviews: [],
  },
  {
    id: 'fixture-nejjarine-museum',
    name: 'Musée Nejjarine des Arts et Métiers du Bois',
    formattedAddress: 'Place Nejjarine, Fès 30110, Morocco',
    shortFormattedAddress: 'Place Nejjarine, Fès',
    locality: 'Fès',
    countryCode: 'MA',
    lat: 34.0647,
    lng: -4.9765,
    types: ['museum', 'tourist_attraction', 'point_of_interest'],
    rating: 4.5,
    userRatingCount: 2100,
    photos: [{ ref: 'photo-nejjarine-fountain', author: 'Youssef A.' }],
    reviews: [
      { author: 'Clara D.', rating: 5, text: 'Cedar carvings and a rooftop tea.', when: '4 months ago' },
    ],
  },
  {
    id: 'fixture-hassan-tower',
    name: 'Hassan Tower',
    formattedAddress: 'Boulevard Mohamed Lyazidi, Rabat 10030, Morocco',
    shortFormattedAddress: 'Boulevard Mohamed Lyazidi, Rabat',
    locality: 'Rabat',
    countryCode: 'MA',
    lat: 34.024,
    lng: -6.8227,
    types: ['tourist_attraction', 'point_of_interest'],
    rating: 4.6,
    userRatingCount: 40210,
    priceLevel: 'PRICE_LEVEL_FREE',
    photos: [{ ref: 'photo-hassan-tower', author: 'Karim L.' }],
    reviews: [],
  },
];

// Table A types the planner may send; Google refuses any other with 400 "Unsupported types".
const TABLE_A = new Set([
  'tourist_attraction',
  'museum',
  'art_gallery',
  'mosque',
  'park',
  'restaurant',
  'cafe',
  'bakery',
  'bar',
  'night_club',
  'spa',
  'shopping_mall',
  'department_store',
  'store',
]);

// Google's JSON APIs answer errors as `{ error: { code, message, status } }` (google.rpc.Status).
const rpcError = (code: number, status: string, message: string): FakeReply => ({
  status: code,
  json: { error: { code, message, status } },
});
const denied = rpcError(403, 'PERMISSION_DENIED', 'The request is missing a valid API key.');
const needsMask = rpcError(
  400,
  'INVALID_ARGUMENT',
  'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters.',
);
const badJson = rpcError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const photoName = (place: FakeDetailedPlace, ref: string) => `places/${place.id}/photos/${ref}`;

// The whole Place resource, as Google would have it; the field mask then keeps what was asked for.
function fullResource(place: FakeDetailedPlace): Record<string, unknown> {
  const resource: Record<string, unknown> = {
    id: place.id,
    displayName: { text: place.name, languageCode: 'en' },
    formattedAddress: place.formattedAddress,
    shortFormattedAddress: place.shortFormattedAddress,
    location: { latitude: place.lat, longitude: place.lng },
    googleMapsUri: `https://maps.google.com/?cid=${place.id}`,
    addressComponents: [
      {
        longText: place.locality,
        shortText: place.locality,
        types: ['locality', 'political'],
        languageCode: 'fr',
      },
      {
        longText: 'Morocco',
        shortText: place.countryCode,
        types: ['country', 'political'],
        languageCode: 'en',
      },
    ],
    types: place.types,
  };
  if (place.rating !== undefined) resource.rating = place.rating;
  if (place.userRatingCount !== undefined) resource.userRatingCount = place.userRatingCount;
  if (place.priceLevel) resource.priceLevel = place.priceLevel;
  if (place.websiteUri) resource.websiteUri = place.websiteUri;
  // Empty repeated fields are left out of Google's JSON.
  if (place.photos.length > 0) {
    resource.photos = place.photos.map((photo) => ({
      name: photoName(place, photo.ref),
      widthPx: 4032,
      heightPx: 3024,
      authorAttributions: [
        {
          displayName: photo.author,
          uri: `https://maps.google.com/maps/contrib/${encodeURIComponent(photo.author)}`,
          photoUri: '//lh3.googleusercontent.com/a/fixture=s100',
        },
      ],
      flagContentUri: 'https://www.google.com/local/imagery/report/?cb_client=maps_api_places',
      googleMapsUri: `https://www.google.com/maps/place//data=!3m4!1e2!3m2!1s${photo.ref}`,
    }));
  }
  if (place.reviews.length > 0) {
    resource.reviews = place.reviews.map((review, index) => ({
      name: `places/${place.id}/reviews/r${index}`,
      relativePublishTimeDescription: review.when,
      ...(review.rating === undefined ? {} : { rating: review.rating }),
      ...(review.text === undefined
        ? {}
        : {
            text: { text: review.text, languageCode: 'en' },
            originalText: { text: review.text, languageCode: 'en' },
          }),
      authorAttribution: {
        displayName: review.author,
        uri: `https://www.google.com/maps/contrib/${encodeURIComponent(review.author)}/reviews`,
        photoUri: 'https://lh3.googleusercontent.com/a/fixture=s128-c0x00000000-cc-rp-mo',
      },
      publishTime: '2026-10-01T10:00:00.000Z',
      flagContentUri: 'https://www.google.com/local/review/rap/report',
      googleMapsUri: 'https://www.google.com/maps/reviews/data=fixture',
    }));
  }
  return resource;
}

/** The X-Goog-FieldMask, or null when absent; a search's fields must each start with `places.`. */
function fieldMask(request: RecordedRequest, prefix: string): string[] | 'invalid' | null {
  const header = request.headers['x-goog-fieldmask'];
  if (typeof header !== 'string' || header.trim() === '') return null;
  const fields = header.split(',').map((f) => f.trim());
  if (fields.includes('*')) return ['*'];
  if (prefix && !fields.every((f) => f.startsWith(prefix))) return 'invalid';
  return fields.map((f) => f.slice(prefix.length));
}

function masked(place: FakeDetailedPlace, mask: string[]) {
  const all = fullResource(place);
  return mask.includes('*')
    ? all
    : Object.fromEntries(Object.entries(all).filter(([field]) => mask.includes(field)));
}

interface Circle {
  circle?: { center?: { latitude?: number; longitude?: number }; radius?: number };
}

function centre(area: Circle | undefined) {
  const c = area?.circle?.center;
  return c?.latitude === undefined || c.longitude === undefined
    ? null
    : { lat: c.latitude, lng: c.longitude };
}

function searchText(request: RecordedRequest): FakeReply {
  const mask = fieldMask(request, 'places.');
  if (!mask) return needsMask;
  if (mask === 'invalid') return rpcError(400, 'INVALID_ARGUMENT', 'Invalid field in the FieldMask.');
  const body = readJsonBody(request) as
    { textQuery?: unknown; pageSize?: number; locationBias?: Circle } | undefined;
  if (!body || typeof body.textQuery !== 'string' || body.textQuery.trim() === '') return badJson;
  if (body.pageSize !== undefined && (body.pageSize < 1 || body.pageSize > 20)) {
    return rpcError(400, 'INVALID_ARGUMENT', 'page_size must be between 1 and 20.');
  }
  // The query is "<name>, <city>": a place matches when its name and the name part contain one another.
  const wanted = words(body.textQuery.split(',')[0] ?? '');
  let places = FAKE_DETAILED_PLACES.filter(
    (p) => wanted && (words(p.name).includes(wanted) || wanted.includes(words(p.name))),
  );
  const from = centre(body.locationBias);
  if (from) places = [...places].sort((a, b) => haversineMeters(from, a) - haversineMeters(from, b));
  places = places.slice(0, body.pageSize ?? 20);
  return { status: 200, json: places.length === 0 ? {} : { places: places.map((p) => masked(p, mask)) } };
}

function details(request: RecordedRequest, id: string): FakeReply {
  const mask = fieldMask(request, '');
  if (!mask) return needsMask;
  if (mask === 'invalid') return rpcError(400, 'INVALID_ARGUMENT', 'Invalid field in the FieldMask.');
  const place = FAKE_DETAILED_PLACES.find((p) => p.id === id);
  if (place) return { status: 200, json: masked(place, mask) };
  if (id.startsWith('fixture-')) return rpcError(404, 'NOT_FOUND', `Place '${id}' not found.`);
  return rpcError(400, 'INVALID_ARGUMENT', `Not a valid Place ID: ${id}`);
}

function searchNearby(request: RecordedRequest): FakeReply {
  const mask = fieldMask(request, 'places.');
  if (!mask) return needsMask;
  if (mask === 'invalid') return rpcError(400, 'INVALID_ARGUMENT', 'Invalid field in the FieldMask.');
  const body = readJsonBody(request) as
    | {
        includedTypes?: string[];
        maxResultCount?: number;
        locationRestriction?: Circle;
        rankPreference?: string;
      }
    | undefined;
  if (!body) return badJson;
  const from = centre(body.locationRestriction);
  const radius = body.locationRestriction?.circle?.radius;
  if (!from || radius === undefined || radius <= 0 || radius > 50_000) {
    return rpcError(400, 'INVALID_ARGUMENT', 'location_restriction.circle.radius must be in (0, 50000].');
  }
  if (body.maxResultCount !== undefined && (body.maxResultCount < 1 || body.maxResultCount > 20)) {
    return rpcError(400, 'INVALID_ARGUMENT', 'max_result_count must be between 1 and 20.');
  }
  const unsupported = (body.includedTypes ?? []).filter((type) => !TABLE_A.has(type));
  if (unsupported.length > 0)
    return rpcError(400, 'INVALID_ARGUMENT', `Unsupported types: ${unsupported.join(', ')}.`);
  const types = body.includedTypes ?? [];
  const found = FAKE_DETAILED_PLACES.filter(
    (p) => types.length === 0 || p.types.some((t) => types.includes(t)),
  )
    .map((p) => ({ p, distance: haversineMeters(from, p) }))
    .filter(({ distance }) => distance <= radius)
    .sort((a, b) =>
      body.rankPreference === 'DISTANCE' ? a.distance - b.distance : (b.p.rating ?? 0) - (a.p.rating ?? 0),
    )
    .slice(0, body.maxResultCount ?? 20)
    .map(({ p }) => masked(p, mask));
  return { status: 200, json: found.length === 0 ? {} : { places: found } };
}

function photoMedia(request: RecordedRequest, placeId: string, ref: string, photoHost: string): FakeReply {
  const params = request.url.searchParams;
  const sizes = ['maxWidthPx', 'maxHeightPx'].map((name) => params.get(name)).filter((v) => v !== null);
  if (sizes.length === 0 || sizes.some((v) => !/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 4800)) {
    return rpcError(
      400,
      'INVALID_ARGUMENT',
      'maxWidthPx or maxHeightPx must be an integer between 1 and 4800.',
    );
  }
  const place = FAKE_DETAILED_PLACES.find((p) => p.id === placeId);
  if (!place?.photos.some((photo) => photo.ref === ref)) {
    return rpcError(404, 'NOT_FOUND', 'The photo resource in the request is invalid.');
  }
  const width = params.get('maxWidthPx') ?? params.get('maxHeightPx');
  const photoUri = `${photoHost}/p/${ref}=w${width}`;
  // Without skipHttpRedirect Google answers a 302 to photoUri; this fake only speaks the JSON form.
  if (params.get('skipHttpRedirect') !== 'true') return { status: 302, text: photoUri };
  return { status: 200, json: { name: `${photoName(place, ref)}/media`, photoUri } };
}

/** JPEG bytes (SOI ... EOI) that name the photo and its width, so a test can tell which one it got. */
export function fakeJpeg(ref: string, width: string): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from(`${ref}@${width}`),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** The image host Google's photoUri points to (lh3.googleusercontent.com in life): plain bytes, no key. */
async function startPhotoHost(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const match = /^\/p\/([^=/]+)=w(\d+)$/.exec(path);
    if (!match?.[1] || !match[2]) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html>Not Found</html>');
      return;
    }
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(fakeJpeg(match[1], match[2]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

export interface GooglePlaceDetailsFake extends FakeHttpServer {
  /** Paths asked of the image host, oldest first (cleared by reset). */
  readonly photoRequests: string[];
}

/** Requests without GOOGLE_DETAILS_FAKE_KEY are refused like the real ones. */
export async function startGooglePlaceDetailsFake(): Promise<GooglePlaceDetailsFake> {
  const photoHost = await startPhotoHost();
  const api = await startFakeHttpServer((request) => {
    const { method, url } = request;
    if (request.headers['x-goog-api-key'] !== GOOGLE_DETAILS_FAKE_KEY) return denied;
    if (method === 'POST' && url.pathname === '/v1/places:searchText') return searchText(request);
    if (method === 'POST' && url.pathname === '/v1/places:searchNearby') return searchNearby(request);
    const media = /^\/v1\/places\/([^/:]+)\/photos\/([^/:]+)\/media$/.exec(url.pathname);
    if (method === 'GET' && media?.[1] && media[2])
      return photoMedia(request, media[1], media[2], photoHost.url);
    const place = /^\/v1\/places\/([^/:]+)$/.exec(url.pathname);
    if (method === 'GET' && place?.[1]) return details(request, decodeURIComponent(place[1]));
    return rpcError(404, 'NOT_FOUND', `Method not found: ${url.pathname}`);
  });
  return {
    get url() {
      return api.url;
    },
    requests: api.requests,
    photoRequests: photoHost.requests,
    override: (reply) => api.override(reply),
    delay: (ms) => api.delay(ms),
    reset() {
      api.reset();
      photoHost.requests.length = 0;
    },
    async close() {
      await Promise.all([api.close(), photoHost.close()]);
    },
  };
}
