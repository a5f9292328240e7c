import { startFakeHttpServer } from './fake-http-server';
import type { FakeHttpServer, FakeReply, RecordedRequest } from './fake-http-server';
import { FAKE_PLACES, matchFakePlaces, nearestFakePlace } from './fake-places-fixtures';
import type { FakePlace } from './fake-places-fixtures';

const OSM_TYPES = { N: 'node', W: 'way', R: 'relation' } as const;
const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

// Nominatim's `format=jsonv2` place (nominatim.org "Place Output"): coordinates as strings, address parts
// keyed by OSM address tag when addressdetails=1, alternative names when namedetails=1.
function jsonv2(place: FakePlace, params: URLSearchParams) {
  const address = {
    tourism: place.name,
    ...(place.street ? { road: place.street } : {}),
    city: place.city,
    county: place.county,
    state: place.state,
    country: place.country,
    country_code: place.countryCode.toLowerCase(),
  };
  const names = { name: place.name, ...(place.nameAr ? { 'name:ar': place.nameAr } : {}) };
  return {
    place_id: place.osmId + 900_000,
    licence: LICENCE,
    osm_type: OSM_TYPES[place.osmType],
    osm_id: place.osmId,
    lat: place.lat.toFixed(7),
    lon: place.lng.toFixed(7),
    category: 'tourism',
    type: 'attraction',
    place_rank: 30,
    importance: 0.4,
    addresstype: 'tourism',
    name: place.name,
    display_name: [place.name, place.street, place.city, place.county, place.state, place.country].filter(Boolean).join(', '),
    ...(params.get('addressdetails') === '1' ? { address } : {}),
    ...(params.get('namedetails') === '1' ? { namedetails: names } : {}),
    boundingbox: [place.lat - 0.001, place.lat + 0.001, place.lng - 0.001, place.lng + 0.001].map((n) => n.toFixed(7)),
  };
}

const badRequest = (message: string): FakeReply => ({ status: 400, json: { error: { code: 400, message } } });

function search(params: URLSearchParams): FakeReply {
  const q = params.get('q');
  if (!q) return badRequest('Nothing to search for.');
  const countries = params.get('countrycodes')?.toLowerCase().split(',');
  const limit = Number(params.get('limit') ?? '10');
  const places = matchFakePlaces(q).filter((p) => !countries || countries.includes(p.countryCode.toLowerCase()));
  return { status: 200, json: places.slice(0, limit).map((p) => jsonv2(p, params)) };
}

function lookup(params: URLSearchParams): FakeReply {
  const ids = params.get('osm_ids')?.split(',') ?? [];
  if (ids.length === 0 || ids.some((id) => !/^[NWR]\d+$/.test(id))) return badRequest('Parameter osm_ids: invalid id.');
  const places = FAKE_PLACES.filter((p) => ids.includes(`${p.osmType}${p.osmId}`));
  return { status: 200, json: places.map((p) => jsonv2(p, params)) };
}

function reverse(params: URLSearchParams): FakeReply {
  const lat = Number(params.get('lat'));
  const lon = Number(params.get('lon'));
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    return badRequest('Invalid coordinates');
  }
  const place = nearestFakePlace(lat, lon);
  // Nominatim answers 200 with an error member when there is nothing at that point (open sea).
  return place ? { status: 200, json: jsonv2(place, params) } : { status: 200, json: { error: 'Unable to geocode' } };
}

// The usage policy bans requests without an identifying User-Agent; Node's fetch sends just "node".
const hasIdentifyingUserAgent = (request: RecordedRequest) => {
  const agent = request.headers['user-agent'] ?? '';
  return agent !== '' && agent !== 'node' && agent !== 'undici';
};

/** Nominatim (`/search`, `/lookup`, `/reverse`, jsonv2) over the fixture places. */
export function startNominatimFake(): Promise<FakeHttpServer> {
  return startFakeHttpServer((request) => {
    if (!hasIdentifyingUserAgent(request)) return { status: 403, text: '<html><body>Access blocked</body></html>' };
    const { url } = request;
    if (url.searchParams.get('format') !== 'jsonv2') return { status: 200, text: '<?xml version="1.0"?><searchresults/>' };
    if (url.pathname === '/search') return search(url.searchParams);
    if (url.pathname === '/lookup') return lookup(url.searchParams);
    if (url.pathname === '/reverse') return reverse(url.searchParams);
    return { status: 404, text: 'Not Found' };
  });
}
