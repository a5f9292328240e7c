import { startFakeHttpServer } from './fake-http-server';
import type { FakeHttpServer, FakeReply } from './fake-http-server';
import { matchFakePlaces, nearestFakePlace } from './fake-places-fixtures';
import type { FakePlace } from './fake-places-fixtures';

// Photon's GeoJSON feature (komoot/photon README): [lon, lat] coordinates, OSM reference and address parts.
function feature(place: FakePlace) {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [place.lng, place.lat] },
    properties: {
      osm_type: place.osmType,
      osm_id: place.osmId,
      osm_key: 'tourism',
      osm_value: 'attraction',
      type: 'house',
      name: place.name,
      ...(place.street ? { street: place.street } : {}),
      city: place.city,
      county: place.county,
      state: place.state,
      country: place.country,
      countrycode: place.countryCode,
    },
  };
}

const collection = (places: FakePlace[]): FakeReply => ({
  status: 200,
  json: { type: 'FeatureCollection', features: places.map(feature) },
});

const badRequest = (message: string): FakeReply => ({ status: 400, json: { message } });

/** Photon (`/api` search, `/reverse`) over the fixture places. */
export function startPhotonFake(): Promise<FakeHttpServer> {
  return startFakeHttpServer(({ method, url }) => {
    if (method !== 'GET') return { status: 405, json: { message: 'method not allowed' } };
    if (url.pathname === '/api' || url.pathname === '/api/') {
      const q = url.searchParams.get('q');
      if (!q) return badRequest("missing search term 'q': /?q=berlin");
      const limit = Number(url.searchParams.get('limit') ?? '15');
      return collection(matchFakePlaces(q).slice(0, limit));
    }
    if (url.pathname === '/reverse' || url.pathname === '/reverse/') {
      const lat = Number(url.searchParams.get('lat'));
      const lon = Number(url.searchParams.get('lon'));
      if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
        return badRequest('invalid search term, lat and lon must be valid coordinates');
      }
      const place = nearestFakePlace(lat, lon);
      return collection(place ? [place] : []);
    }
    return { status: 404, json: { message: 'not found' } };
  });
}
