import { EARTH_RADIUS_M } from '../src/geo/distance';
import type { GpsReading } from '../src/meter/gps-reading';

// Deterministic trips for the engine's tests: no Math.random, a tiny linear congruential jitter instead.
const DEG = Math.PI / 180;
export const ORIGIN = { lat: 33.5731, lng: -7.5898 };

export function offset(east: number, north: number): { lat: number; lng: number } {
  return {
    lat: ORIGIN.lat + north / (DEG * EARTH_RADIUS_M),
    lng: ORIGIN.lng + east / (DEG * EARTH_RADIUS_M * Math.cos(ORIGIN.lat * DEG)),
  };
}

export function jitter(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648 - 0.5;
  };
}

export interface Leg {
  seconds: number;
  /** m/s eastwards. */
  speed: number;
}

/** One fix a second along an eastward road; `noise` metres of uniform jitter per axis. */
export function drive(startMs: number, legs: readonly Leg[], noise = 0, seed = 1): GpsReading[] {
  const rand = jitter(seed);
  const out: GpsReading[] = [{ ...offset(0, 0), timestamp: startMs, accuracy: Math.max(5, noise), speed: 0 }];
  let east = 0;
  let t = startMs;
  for (const leg of legs) {
    for (let i = 0; i < leg.seconds; i++) {
      east += leg.speed;
      t += 1000;
      out.push({
        ...offset(east + noise * 2 * rand(), noise * 2 * rand()),
        timestamp: t,
        accuracy: Math.max(5, noise),
        speed: leg.speed,
      });
    }
  }
  return out;
}
