import { haversineMeters } from '@mizan/domain/geo/distance';
import type { LatLng } from '@mizan/domain/geo/distance';
import { startFakeHttpServer } from './fake-http-server';
import type { FakeHttpServer, FakeReply } from './fake-http-server';
import { nearestFakePlace } from './fake-places-fixtures';

/** The fake's road network: straight line x this factor at this speed, so tests can predict its answers. */
export const OSRM_FAKE_DETOUR = 1.3;
export const OSRM_FAKE_SPEED_MPS = 25 / 3.6;

const error = (code: string, message: string): FakeReply => ({ status: 400, json: { code, message } });

function parseCoordinates(list: string): LatLng[] | null {
  const points = list.split(';').map((pair) => pair.split(',').map(Number));
  if (points.some((p) => p.length !== 2 || p.some((n) => !Number.isFinite(n)))) return null;
  return points.map(([lng, lat]) => ({ lat: lat as number, lng: lng as number }));
}

/**
 * OSRM's route service (project-osrm.org/docs/v5 "Route service"): `{ code: 'Ok', routes, waypoints }`, or
 * HTTP 400 with `{ code, message }`. A point more than 50 km from any fixture place does not snap to a road
 * (NoSegment); two points on different continents have no route (NoRoute).
 */
export function startOsrmFake(): Promise<FakeHttpServer> {
  return startFakeHttpServer(({ url }) => {
    const match = /^\/route\/v1\/driving\/([^/]+)$/.exec(url.pathname);
    if (!match?.[1]) return error('InvalidUrl', `URL string malformed close to position 1: "${url.pathname}"`);
    const points = parseCoordinates(decodeURIComponent(match[1]));
    if (!points || points.length < 2) return error('InvalidQuery', 'Query string malformed close to position 0');
    if (points.some((p) => Math.abs(p.lat) > 90 || Math.abs(p.lng) > 180)) return error('InvalidValue', 'Invalid coordinate value.');
    const snapped = points.map((p) => nearestFakePlace(p.lat, p.lng, 50));
    if (snapped.some((p) => p === null)) return error('NoSegment', 'Could not find a matching segment for any coordinate.');
    const countries = new Set(snapped.map((p) => p?.countryCode));
    if (countries.size > 1) return error('NoRoute', 'Impossible route between points');

    let distance = 0;
    for (let i = 1; i < points.length; i++) distance += haversineMeters(points[i - 1] as LatLng, points[i] as LatLng) * OSRM_FAKE_DETOUR;
    distance = Math.round(distance * 10) / 10;
    const duration = Math.round((distance / OSRM_FAKE_SPEED_MPS) * 10) / 10;
    return {
      status: 200,
      json: {
        code: 'Ok',
        routes: [{ legs: [{ steps: [], summary: '', weight: duration, duration, distance }], weight_name: 'routability', weight: duration, duration, distance }],
        waypoints: points.map((p) => ({ hint: 'fixture', distance: 4.2, name: '', location: [p.lng, p.lat] })),
      },
    };
  });
}
