import { haversineMeters, isValidLatLng, type LatLng } from '@mizan/domain/geo/distance';
import { ProviderError } from '../provider-error';
import type { DrivingRoute, RoutingProvider } from './routing-provider';

/**
 * Road distance over straight-line distance. Boscoe, Henry and Zdeb (2012), "A Nationwide Comparison of Driving
 * Distance Versus Straight-Line Distance to Hospitals", The Professional Geographer 64(2), measured a mean ratio
 * of 1.417 over the United States, higher for short trips; published urban circuity factors sit around 1.2-1.4.
 * We take 1.4, the top of that range: Moroccan petit-taxi trips are short, and cars must go round the walled,
 * car-free medinas, so the detour is rarely smaller than in a gridded city.
 */
export const DETOUR_FACTOR = 1.4;

/**
 * Average door-to-door speed of a petit taxi, by road distance. An assumption, not a measurement: about 20 km/h
 * for short trips in city traffic (lights, roundabouts, medina edges, pick-up and drop-off), rising to 45 km/h for
 * trips of 15 km and more, which run mostly on boulevards and airport expressways. Linear in between so duration
 * never drops as distance grows. Real routing (OSRM, Google Routes) replaces it when configured.
 */
export const SPEED_MODEL = { shortKmh: 20, shortUpToMeters: 3_000, longKmh: 45, longFromMeters: 15_000 } as const;

export function averageSpeedKmh(roadMeters: number): number {
  const { shortKmh, shortUpToMeters, longKmh, longFromMeters } = SPEED_MODEL;
  const t = Math.min(1, Math.max(0, (roadMeters - shortUpToMeters) / (longFromMeters - shortUpToMeters)));
  return shortKmh + t * (longKmh - shortKmh);
}

/** The default routing provider: no key, no network, deterministic. */
export function createEmbeddedRouting(): RoutingProvider {
  return {
    name: 'embedded',
    async route(from: LatLng, to: LatLng, options): Promise<DrivingRoute> {
      options?.signal?.throwIfAborted();
      if (!isValidLatLng(from) || !isValidLatLng(to)) throw new ProviderError('embedded', 'failed', 'Invalid coordinates for routing');
      const distanceMeters = Math.round(haversineMeters(from, to) * DETOUR_FACTOR);
      const durationSeconds = Math.round(distanceMeters / (averageSpeedKmh(distanceMeters) / 3.6));
      return { distanceMeters, durationSeconds };
    },
  };
}
