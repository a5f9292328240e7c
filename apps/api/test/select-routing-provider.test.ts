import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutingProvider } from '../src/providers/routing/routing-provider';
import { selectRoutingProvider } from '../src/providers/routing/select-routing-provider';
import type { RoutingSelectionOptions } from '../src/providers/routing/select-routing-provider';
import type { FakeHttpServer } from './fakes/fake-http-server';
import { GOOGLE_FAKE_KEY, startGoogleMapsFake } from './fakes/google-maps-fake';
import { startOsrmFake } from './fakes/osrm-fake';
import { SLOW_ANSWER_MS, TEST_TIMEOUT_MS } from './provider-failure-cases';

// Stands for the great-circle provider built elsewhere: selection only passes it through.
const embedded: RoutingProvider = { name: 'embedded', route: () => Promise.resolve({ distanceMeters: 1, durationSeconds: 1 }) };

let google: FakeHttpServer;
let osrm: FakeHttpServer;

beforeAll(async () => {
  [google, osrm] = await Promise.all([startGoogleMapsFake(), startOsrmFake()]);
});
afterAll(() => Promise.all([google.close(), osrm.close()]));

const koutoubia = { lat: 31.6237, lng: -7.9937 };
const airport = { lat: 31.6069, lng: -8.0363 };

describe('selectRoutingProvider precedence', () => {
  it.each<[string, RoutingSelectionOptions, string]>([
    ['nothing configured', {}, 'embedded'],
    ['an empty OSRM URL and key', { osrmUrl: '', googleMapsApiKey: '' }, 'embedded'],
    ['a Google key', { googleMapsApiKey: 'key' }, 'google-routes'],
    ['OSRM and a Google key', { osrmUrl: 'http://127.0.0.1:9', googleMapsApiKey: 'key' }, 'osrm'],
  ])('%s -> %s', (_label, options, name) => {
    expect(selectRoutingProvider(options, embedded).name).toBe(name);
  });
});

describe('selectRoutingProvider wiring', () => {
  it('sends Google Routes calls to GOOGLE_ROUTES_BASE_URL with the key', async () => {
    google.reset();
    const routing = selectRoutingProvider({ googleMapsApiKey: GOOGLE_FAKE_KEY, googleRoutesBaseUrl: google.url }, embedded);
    expect((await routing.route(koutoubia, airport)).distanceMeters).toBeGreaterThan(5000);
    expect(google.requests.map((r) => r.url.pathname)).toEqual(['/directions/v2:computeRoutes']);
  });

  it('passes PROVIDER_TIMEOUT_MS to OSRM', async () => {
    osrm.reset();
    osrm.delay(SLOW_ANSWER_MS);
    const routing = selectRoutingProvider({ osrmUrl: osrm.url, providerTimeoutMs: TEST_TIMEOUT_MS }, embedded);
    await expect(routing.route(koutoubia, airport)).rejects.toMatchObject({ provider: 'osrm', failure: 'timeout' });
    osrm.reset();
  });
});
