import { haversineMeters } from '../geo/distance';
import type { LatLng } from '../geo/distance';
import { WAITING_SPEED_MPS } from './gps-reading';
import type { GpsReading } from './gps-reading';
import type { MotionStep } from './motion-step';

/** The spec's rule (spec 5), kept as the benchmark's baseline: under 5 m counts 0, slow below 5 km/h. */
export const NAIVE_MIN_MOVE_M = 5;

export interface NaiveFilterState {
  last: (LatLng & { t: number }) | null;
}

export const initialNaiveFilter: NaiveFilterState = { last: null };

export function stepNaiveFilter(
  state: NaiveFilterState,
  r: GpsReading,
): { state: NaiveFilterState; step: MotionStep } {
  const here = { lat: r.lat, lng: r.lng, t: r.timestamp };
  if (!state.last) return { state: { last: here }, step: { distanceMeters: 0, slow: true } };
  const raw = haversineMeters(state.last, here);
  const moved = raw < NAIVE_MIN_MOVE_M ? 0 : raw;
  const seconds = (r.timestamp - state.last.t) / 1000;
  const speed = seconds > 0 ? moved / seconds : 0;
  return { state: { last: here }, step: { distanceMeters: moved, slow: speed < WAITING_SPEED_MPS } };
}
