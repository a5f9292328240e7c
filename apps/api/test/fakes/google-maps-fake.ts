import { haversineMeters } from '@mizan/domain/geo/distance';
import { readJsonBody, startFakeHttpServer } from './fake-http-server';
import type { FakeHttpServer, FakeReply, RecordedRequest } from './fake-http-server';
import { FAKE_PLACES, matchFakePlaces, nearestFakePlace } from './fake-places-fixtures';
import type { FakePlace } from './fake-places-fixtures';

export const GOOGLE_FAKE_KEY = 'fake-google-maps-key';

// Google's JSON APIs answer errors as `{ error: { code, message, status } }` (google.rpc.Status).
const rpcError = (code: number, status: string, message: string): FakeReply => ({ status: code, json: { error: { code, message, status } } });
const denied = rpcError(403, 'PERMISSION_DENIED', 'The request is missing a valid API key.');
const needsMask = rpcError(400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters.');

const formatted = (p: FakePlace) => [p.street, p.city, p.country].filter(Boolean).join(', ');

function addressComponents(p: FakePlace) {
  return [
    ...(p.street ? [{ longText: p.street, shortText: p.street, types: ['route'], languageCode: 'fr' }] : []),
    { longText: p.city, shortText: p.city, types: ['locality', 'political'], languageCode: 'en' },
    { longText: p.county, shortText: p.county, types: ['administrative_area_level_2', 'political'], languageCode: 'fr' },
    { longText: p.state, shortText: p.state, types: ['administrative_area_level_1', 'political'], languageCode: 'fr' },
    { longText: p.country, shortText: p.countryCode, types: ['country', 'political'], languageCode: 'en' },
  ];
}

// A Place (New) resource with only the fields the X-Goog-FieldMask asks for, as the real API does.
function placeResource(p: FakePlace, mask: string[]) {
  const all: Record<string, unknown> = {
    id: p.googleId,
    displayName: { text: p.name, languageCode: 'en' },
    formattedAddress: formatted(p),
    location: { latitude: p.lat, longitude: p.lng },
    addressComponents: addressComponents(p),
  };
  return mask.includes('*') ? all : Object.fromEntries(Object.entries(all).filter(([field]) => mask.includes(field)));
}

function fieldMask(request: RecordedRequest, prefix = ''): string[] | null {
  const header = request.headers['x-goog-fieldmask'];
  if (typeof header !== 'string' || header.trim() === '') return null;
  return header.split(',').map((f) => f.trim().replace(prefix, ''));
}

interface CircleBias {
  locationBias?: { circle?: { center?: { latitude?: number; longitude?: number } } };
}

// Results inside the bias circle first, as Google ranks them.
function biased(places: FakePlace[], body: CircleBias): FakePlace[] {
  const center = body.locationBias?.circle?.center;
  if (center?.latitude === undefined || center.longitude === undefined) return places;
  const from = { lat: center.latitude, lng: center.longitude };
  return [...places].sort((a, b) => haversineMeters(from, a) - haversineMeters(from, b));
}

function autocomplete(request: RecordedRequest): FakeReply {
  const body = readJsonBody(request) as ({ input?: unknown; includedRegionCodes?: string[] } & CircleBias) | undefined;
  if (!body || typeof body.input !== 'string') return rpcError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
  const input = body.input;
  const regions = body.includedRegionCodes?.map((r) => r.toUpperCase());
  const places = biased(matchFakePlaces(input), body).filter((p) => !regions || regions.includes(p.countryCode));
  // Empty repeated fields are left out of Google's JSON: no match is `{}`.
  if (places.length === 0) return { status: 200, json: {} };
  return {
    status: 200,
    json: {
      suggestions: places.map((p) => ({
        placePrediction: {
          place: `places/${p.googleId}`,
          placeId: p.googleId,
          text: { text: `${p.name}, ${formatted(p)}`, matches: [{ endOffset: input.length }] },
          structuredFormat: { mainText: { text: p.name }, secondaryText: { text: formatted(p) } },
          types: ['point_of_interest', 'establishment'],
        },
      })),
    },
  };
}

function details(request: RecordedRequest, id: string): FakeReply {
  const mask = fieldMask(request);
  if (!mask) return needsMask;
  const place = FAKE_PLACES.find((p) => p.googleId === id);
  if (!place) return rpcError(404, 'NOT_FOUND', `Place '${id}' not found.`);
  return { status: 200, json: placeResource(place, mask) };
}

function searchText(request: RecordedRequest): FakeReply {
  const mask = fieldMask(request, 'places.');
  if (!mask) return needsMask;
  const body = readJsonBody(request) as ({ textQuery?: unknown; pageSize?: number } & CircleBias) | undefined;
  if (!body || typeof body.textQuery !== 'string') return rpcError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
  const places = biased(matchFakePlaces(body.textQuery), body).slice(0, body.pageSize ?? 20);
  return { status: 200, json: places.length === 0 ? {} : { places: places.map((p) => placeResource(p, mask)) } };
}

// The Geocoding API always answers 200 and reports problems in `status` (developers.google.com/maps/documentation/geocoding).
function geocode(request: RecordedRequest): FakeReply {
  const params = request.url.searchParams;
  if (params.get('key') !== GOOGLE_FAKE_KEY) {
    return { status: 200, json: { error_message: 'The provided API key is invalid.', results: [], status: 'REQUEST_DENIED' } };
  }
  const [lat, lng] = (params.get('latlng') ?? '').split(',').map(Number);
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return { status: 200, json: { error_message: 'Invalid request. Invalid \'latlng\' parameter.', results: [], status: 'INVALID_REQUEST' } };
  }
  const place = nearestFakePlace(lat, lng);
  if (!place) return { status: 200, json: { results: [], status: 'ZERO_RESULTS' } };
  return {
    status: 200,
    json: {
      plus_code: { compound_code: 'JCG6+8C Marrakesh, Morocco', global_code: '8C8QJCG6+8C' },
      results: [
        {
          address_components: addressComponents(place).map((c) => ({ long_name: c.longText, short_name: c.shortText, types: c.types })),
          formatted_address: formatted(place),
          geometry: { location: { lat: place.lat, lng: place.lng }, location_type: 'ROOFTOP' },
          place_id: place.googleId,
          types: ['point_of_interest', 'establishment'],
        },
      ],
      status: 'OK',
    },
  };
}

interface Waypoint {
  location?: { latLng?: { latitude?: number; longitude?: number } };
}

// Routes API computeRoutes: no route (another continent) is an empty `{}`, as Google answers it.
function computeRoutes(request: RecordedRequest): FakeReply {
  if (!fieldMask(request)) return needsMask;
  const body = readJsonBody(request) as { origin?: Waypoint; destination?: Waypoint; travelMode?: string } | undefined;
  const from = body?.origin?.location?.latLng;
  const to = body?.destination?.location?.latLng;
  if (from?.latitude === undefined || from.longitude === undefined || to?.latitude === undefined || to.longitude === undefined) {
    return rpcError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received. Unknown name "origin".');
  }
  const a = { lat: from.latitude, lng: from.longitude };
  const b = { lat: to.latitude, lng: to.longitude };
  if (nearestFakePlace(a.lat, a.lng, 50)?.countryCode !== nearestFakePlace(b.lat, b.lng, 50)?.countryCode) return { status: 200, json: {} };
  const distanceMeters = Math.round(haversineMeters(a, b) * 1.3);
  return { status: 200, json: { routes: [{ distanceMeters, duration: `${Math.round(distanceMeters / 7)}s` }] } };
}

/**
 * Google Maps Platform on one port: Places API (New) autocomplete / details / text search, the Geocoding
 * API's reverse geocoding and the Routes API. Requests without GOOGLE_FAKE_KEY are refused like the real ones.
 */
export function startGoogleMapsFake(): Promise<FakeHttpServer> {
  return startFakeHttpServer((request) => {
    const { method, url } = request;
    if (method === 'GET' && url.pathname === '/maps/api/geocode/json') return geocode(request);
    if (request.headers['x-goog-api-key'] !== GOOGLE_FAKE_KEY) return denied;
    if (method === 'POST' && url.pathname === '/v1/places:autocomplete') return autocomplete(request);
    if (method === 'POST' && url.pathname === '/v1/places:searchText') return searchText(request);
    if (method === 'POST' && url.pathname === '/directions/v2:computeRoutes') return computeRoutes(request);
    const detailsMatch = /^\/v1\/places\/([^/:]+)$/.exec(url.pathname);
    if (method === 'GET' && detailsMatch?.[1]) return details(request, decodeURIComponent(detailsMatch[1]));
    return rpcError(404, 'NOT_FOUND', `Method not found: ${url.pathname}`);
  });
}
