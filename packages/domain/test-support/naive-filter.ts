import { haversineMeters } from '../src/geo/distance';
import type { LatLng } from '../src/geo/distance';
import { WAITING_SPEED_MPS } from '../src/meter/gps-reading';
import type { MotionFilter } from '../src/meter/motion-step';
import { createTaximeter } from '../src/meter/taximeter';

// The spec's bare rule (spec 5), the baseline the robust filter is measured against: by `npm run bench:meter`
// and by the tests that check a trip is hard enough to fool it. Not part of the meter the app runs.

/** Under 5 m counts 0; the interval is waiting below 5 km/h. */
export const NAIVE_MIN_MOVE_M = 5;

export interface NaiveFilterState {
  last: (LatLng & { t: number }) | null;
}

export const naiveFilter: MotionFilter<NaiveFilterState> = {
  initial: { last: null },
  step(state, r) {
    const here = { lat: r.lat, lng: r.lng, t: r.timestamp };
    if (!state.last) return { state: { last: here }, step: { distanceMeters: 0, slow: true } };
    const raw = haversineMeters(state.last, here);
    const moved = raw < NAIVE_MIN_MOVE_M ? 0 : raw;
    const seconds = (r.timestamp - state.last.t) / 1000;
    const speed = seconds > 0 ? moved / seconds : 0;
    return { state: { last: here }, step: { distanceMeters: moved, slow: speed < WAITING_SPEED_MPS } };
  },
};

/** The meter with the naive rule in place of the GPS filter: same clock, waiting and fare rules. */
export const naiveTaximeter = createTaximeter(naiveFilter);
