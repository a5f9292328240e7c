import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleRoutes } from '../src/providers/routing/google-routes';
import type { RoutingProvider } from '../src/providers/routing/routing-provider';
import type { FakeHttpServer } from './fakes/fake-http-server';
import { GOOGLE_FAKE_KEY, startGoogleMapsFake } from './fakes/google-maps-fake';
import { HTTP_FAILURES, SLOW_ANSWER_MS, TEST_TIMEOUT_MS } from './provider-failure-cases';

let fake: FakeHttpServer;
let routes: RoutingProvider;

beforeAll(async () => {
  fake = await startGoogleMapsFake();
  routes = createGoogleRoutes({ apiKey: GOOGLE_FAKE_KEY, baseUrl: fake.url, timeoutMs: TEST_TIMEOUT_MS });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const koutoubia = { lat: 31.6237, lng: -7.9937 };
const airport = { lat: 31.6069, lng: -8.0363 };

describe('google routes', () => {
  it('posts a DRIVE request with the key and field mask, and reads "734s" durations', async () => {
    const route = await routes.route(koutoubia, airport);
    expect(route.distanceMeters).toBeGreaterThan(5000);
    expect(route.durationSeconds).toBe(Math.round(route.distanceMeters / 7));
    const request = fake.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/directions/v2:computeRoutes');
    expect(request?.headers['x-goog-api-key']).toBe(GOOGLE_FAKE_KEY);
    expect(request?.headers['x-goog-fieldmask']).toBe('routes.distanceMeters,routes.duration');
    expect(JSON.parse(request?.body ?? 'null')).toEqual({
      origin: { location: { latLng: { latitude: 31.6237, longitude: -7.9937 } } },
      destination: { location: { latLng: { latitude: 31.6069, longitude: -8.0363 } } },
      travelMode: 'DRIVE',
      routingPreference: 'TRAFFIC_UNAWARE',
    });
  });

  it.each([
    ['a whole number of seconds', { distanceMeters: 7400, duration: '734s' }, { distanceMeters: 7400, durationSeconds: 734 }],
    ['fractional seconds', { distanceMeters: 10, duration: '3.5s' }, { distanceMeters: 10, durationSeconds: 3.5 }],
    ['a zero distance left out (proto3 JSON)', { duration: '0s' }, { distanceMeters: 0, durationSeconds: 0 }],
  ])('reads %s', async (_label, route, expected) => {
    fake.override({ status: 200, json: { routes: [route] } });
    expect(await routes.route(koutoubia, airport)).toEqual(expected);
  });

  it('refuses the empty `{}` Google sends when there is no route', async () => {
    await expect(routes.route(koutoubia, { lat: -33.3194, lng: -71.4079 })).rejects.toMatchObject({
      provider: 'google-routes',
      failure: 'failed',
      message: 'No driving route was found between these places',
    });
  });

  it.each([
    ...HTTP_FAILURES,
    { label: 'a duration as a number', reply: { status: 200, json: { routes: [{ distanceMeters: 10, duration: 734 }] } }, failure: 'failed' as const },
    { label: 'a duration in minutes', reply: { status: 200, json: { routes: [{ distanceMeters: 10, duration: '12m' }] } }, failure: 'failed' as const },
    { label: "Google's 400 INVALID_ARGUMENT", reply: { status: 400, json: { error: { code: 400, status: 'INVALID_ARGUMENT' } } }, failure: 'failed' as const },
  ])('maps $label to $failure', async ({ reply, failure }) => {
    fake.override(reply);
    await expect(routes.route(koutoubia, airport)).rejects.toMatchObject({ provider: 'google-routes', failure });
  });

  it('is refused with a wrong key', async () => {
    const wrong = createGoogleRoutes({ apiKey: 'wrong', baseUrl: fake.url });
    await expect(wrong.route(koutoubia, airport)).rejects.toMatchObject({ failure: 'failed' });
  });

  it('gives up after its timeout', async () => {
    fake.delay(SLOW_ANSWER_MS);
    const started = performance.now();
    await expect(routes.route(koutoubia, airport)).rejects.toMatchObject({ failure: 'timeout' });
    expect(performance.now() - started).toBeLessThan(SLOW_ANSWER_MS / 2);
  });
});
