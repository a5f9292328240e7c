import { describe, expect, it } from 'vitest';
import { haversineMeters } from '@mizan/domain/geo/distance';
import { ProviderError } from '../provider-error';
import { averageSpeedKmh, createEmbeddedRouting, DETOUR_FACTOR } from './embedded-routing';

const routing = createEmbeddedRouting();
const JEMAA = { lat: 31.6258, lng: -7.9892 };
const MENARA_AIRPORT = { lat: 31.6069, lng: -8.0363 };
const MARRAKECH_STATION = { lat: 31.6306, lng: -8.0158 };
const CASA_CENTRE = { lat: 33.5731, lng: -7.5898 };
const CASA_AIRPORT = { lat: 33.3675, lng: -7.5898 };

describe('averageSpeedKmh', () => {
  it.each([
    [0, 20],
    [3_000, 20],
    [9_000, 32.5],
    [15_000, 45],
    [40_000, 45],
  ])('%i m -> %d km/h', (meters, kmh) => {
    expect(averageSpeedKmh(meters)).toBeCloseTo(kmh, 6);
  });
});

describe('embedded routing', () => {
  it('is the great-circle distance times the detour factor', async () => {
    const route = await routing.route(JEMAA, MENARA_AIRPORT);
    expect(route.distanceMeters).toBe(Math.round(haversineMeters(JEMAA, MENARA_AIRPORT) * DETOUR_FACTOR));
  });

  it.each([
    // label, from, to, expected road km range, expected minutes range (sanity bounds from taxi experience)
    ['Jemaa el-Fna -> Marrakech station', JEMAA, MARRAKECH_STATION, [3.2, 4.2], [9, 14]],
    ['Jemaa el-Fna -> Menara airport', JEMAA, MENARA_AIRPORT, [6.4, 7.4], [12, 18]],
    ['Casablanca centre -> Mohammed V airport', CASA_CENTRE, CASA_AIRPORT, [31, 33], [41, 45]],
  ] as const)('%s', async (_label, from, to, km, minutes) => {
    const { distanceMeters, durationSeconds } = await routing.route(from, to);
    expect(distanceMeters / 1000).toBeGreaterThanOrEqual(km[0]);
    expect(distanceMeters / 1000).toBeLessThanOrEqual(km[1]);
    expect(durationSeconds / 60).toBeGreaterThanOrEqual(minutes[0]);
    expect(durationSeconds / 60).toBeLessThanOrEqual(minutes[1]);
  });

  it('gives zero for the same point and is symmetric', async () => {
    expect(await routing.route(JEMAA, JEMAA)).toEqual({ distanceMeters: 0, durationSeconds: 0 });
    expect(await routing.route(MENARA_AIRPORT, JEMAA)).toEqual(await routing.route(JEMAA, MENARA_AIRPORT));
  });

  it('never takes less time for a longer trip', async () => {
    let previous = 0;
    for (let km = 0.5; km <= 30; km += 0.5) {
      const to = { lat: JEMAA.lat + km / 111.2 / DETOUR_FACTOR, lng: JEMAA.lng };
      const { durationSeconds } = await routing.route(JEMAA, to);
      expect(durationSeconds).toBeGreaterThanOrEqual(previous);
      previous = durationSeconds;
    }
  });

  it.each([
    [{ lat: 999, lng: 0 }, JEMAA],
    [JEMAA, { lat: Number.NaN, lng: -8 }],
  ])('refuses invalid coordinates %o -> %o', async (from, to) => {
    await expect(routing.route(from, to)).rejects.toBeInstanceOf(ProviderError);
  });

  it('stops when the request was aborted', async () => {
    await expect(routing.route(JEMAA, MENARA_AIRPORT, { signal: AbortSignal.abort() })).rejects.toThrow();
  });
});
