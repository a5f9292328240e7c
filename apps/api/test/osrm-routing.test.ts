import { haversineMeters } from '@mizan/domain/geo/distance';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOsrmRouting } from '../src/providers/routing/osrm-routing';
import type { RoutingProvider } from '../src/providers/routing/routing-provider';
import type { FakeHttpServer } from './fakes/fake-http-server';
import { OSRM_FAKE_DETOUR, OSRM_FAKE_SPEED_MPS, startOsrmFake } from './fakes/osrm-fake';
import { HTTP_FAILURES, SLOW_ANSWER_MS, TEST_TIMEOUT_MS } from './provider-failure-cases';

let fake: FakeHttpServer;
let osrm: RoutingProvider;

beforeAll(async () => {
  fake = await startOsrmFake();
  osrm = createOsrmRouting({ baseUrl: `${fake.url}/`, timeoutMs: TEST_TIMEOUT_MS });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const airport = { lat: 31.6069, lng: -8.0363 };
const jemaa = { lat: 31.6258, lng: -7.9891 };

describe('osrm routing', () => {
  it('asks /route/v1/driving with longitude first and no geometry, and returns metres and seconds', async () => {
    const route = await osrm.route(airport, jemaa);
    const expectedMeters = haversineMeters(airport, jemaa) * OSRM_FAKE_DETOUR;
    expect(route.distanceMeters).toBeCloseTo(expectedMeters, 0);
    expect(route.durationSeconds).toBeCloseTo(expectedMeters / OSRM_FAKE_SPEED_MPS, 0);
    const sent = fake.requests[0]?.url;
    expect(sent?.pathname).toBe('/route/v1/driving/-8.0363,31.6069;-7.9891,31.6258');
    expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({ overview: 'false', alternatives: 'false', steps: 'false' });
  });

  it.each([
    ['NoRoute (another continent)', { lat: -33.3194, lng: -71.4079 }],
    ['NoSegment (open sea)', { lat: 33, lng: -12 }],
  ])('maps its HTTP 400 %s to failed', async (_label, to) => {
    await expect(osrm.route(jemaa, to)).rejects.toMatchObject({ name: 'ProviderError', provider: 'osrm', failure: 'failed' });
  });

  it.each([
    ['a code other than Ok', { code: 'NoRoute', message: 'Impossible route between points', routes: [] }],
    ['Ok without any route', { code: 'Ok', routes: [] }],
  ])('refuses %s with a clear message', async (_label, json) => {
    fake.override({ status: 200, json });
    await expect(osrm.route(airport, jemaa)).rejects.toMatchObject({ failure: 'failed', message: 'No driving route was found between these places' });
  });

  it.each([
    ...HTTP_FAILURES,
    { label: 'a route without a duration', reply: { status: 200, json: { code: 'Ok', routes: [{ distance: 12 }] } }, failure: 'failed' as const },
    { label: 'a negative distance', reply: { status: 200, json: { code: 'Ok', routes: [{ distance: -5, duration: 3 }] } }, failure: 'failed' as const },
    { label: 'an answer without a code', reply: { status: 200, json: { routes: [] } }, failure: 'failed' as const },
  ])('maps $label to $failure', async ({ reply, failure }) => {
    fake.override(reply);
    await expect(osrm.route(airport, jemaa)).rejects.toMatchObject({ provider: 'osrm', failure });
  });

  it('gives up after its timeout', async () => {
    fake.delay(SLOW_ANSWER_MS);
    const started = performance.now();
    await expect(osrm.route(airport, jemaa)).rejects.toMatchObject({ failure: 'timeout' });
    expect(performance.now() - started).toBeLessThan(SLOW_ANSWER_MS / 2);
  });

  it('stops when the caller aborts', async () => {
    fake.delay(SLOW_ANSWER_MS);
    const controller = new AbortController();
    const pending = osrm.route(airport, jemaa, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ provider: 'osrm' });
  });
});
