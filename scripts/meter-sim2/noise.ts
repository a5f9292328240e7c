import { EARTH_RADIUS_M } from '@mizan/domain/geo/distance';
import type { GpsReading } from '@mizan/domain/meter/gps-reading';
import type { Rng } from '../meter-sim/prng';
import { SAMPLE_MS } from './route';
import type { TrueSample } from './route';

/**
 * The second simulator's receiver (issue 16), unlike `meter-sim/noise.ts`: the error is split along and across
 * the street (canyon reflections slide the fix along the street, so they add or remove distance instead of
 * only wobbling it); multipath comes as slow excursions along the street rather than jumps; the reported
 * accuracy is the true error scale times a per-trip factor that may be optimistic or pessimistic; the fix
 * rate is 0.5-2 Hz; gaps start in turns or at speed and end with a few poor fixes while the receiver
 * re-acquires; a phone lying still drifts.
 */
export interface ReceiverModel {
  /** Sigma of the correlated error along and across the street, metres, and its time constant, s. */
  along: [number, number];
  across: [number, number];
  tau: number;
  white: [number, number];
  /** Multipath excursions along the street: mean seconds between them, size (m), duration (s). */
  excursionEvery: number;
  excursionSize: [number, number];
  excursionSeconds: [number, number];
  /** Reported accuracy = true error scale x this factor (below 1: optimistic). */
  honesty: [number, number];
  /** Doppler noise sigma range, m/s; null: the phone gives no speed. */
  doppler: [number, number] | null;
  /** Fix interval range, seconds (0.5-2 Hz). */
  interval: [number, number];
  missing: number;
  gaps: [number, number];
  gapSeconds: [number, number];
}

const DEG = Math.PI / 180;

/** OU step with unit stationary sigma. */
function ou(value: number, dt: number, tau: number, rng: Rng): number {
  const d = Math.exp(-dt / tau);
  return value * d + Math.sqrt(1 - d * d) * rng.gaussian();
}

/** Gap starts: half of them in the sharpest turns, half at the highest speeds, never at the ends. */
function gapStarts(rng: Rng, samples: readonly TrueSample[], count: number): number[] {
  const margin = Math.min(600, Math.floor(samples.length / 4));
  const inner = samples.slice(margin, samples.length - margin).map((s, i) => ({ s, i: i + margin }));
  if (inner.length === 0) return [];
  const starts: number[] = [];
  for (let k = 0; k < count; k++) {
    const byTurn = rng.chance(0.5);
    const pool = inner
      .filter(({ s }) => (byTurn ? Math.abs(s.turnRate) > 0.15 : s.speed > 8))
      .map(({ i }) => i);
    const from = pool.length > 0 ? pool : inner.map(({ i }) => i);
    starts.push(from[Math.floor(rng.next() * from.length)]!);
  }
  return starts;
}

/** A trip's receiver as drawn, for traces that split the meter's error by it (ADR 007 round 9). */
export interface ReceiverDraws {
  alongSigma: number;
  acrossSigma: number;
  white: number;
  honesty: number;
  interval: number;
}

export function receive(
  rng: Rng,
  samples: readonly TrueSample[],
  m: ReceiverModel,
  onDraws?: (draws: ReceiverDraws) => void,
): GpsReading[] {
  const alongSigma = rng.uniform(...m.along);
  const acrossSigma = rng.uniform(...m.across);
  const white = rng.uniform(...m.white);
  const honesty = rng.uniform(...m.honesty);
  const dopplerSigma = m.doppler ? rng.uniform(...m.doppler) : null;
  const interval = rng.uniform(...m.interval);
  onDraws?.({ alongSigma, acrossSigma, white, honesty, interval });
  const gapCount = Math.round(rng.uniform(...m.gaps));
  const gaps = gapStarts(rng, samples, gapCount).map((i) => {
    const from = samples[i]!.t;
    return { from, to: from + rng.uniform(...m.gapSeconds) * 1000 };
  });
  const scale = Math.hypot(alongSigma, acrossSigma, white);
  let ea = rng.gaussian();
  let ec = rng.gaussian();
  let excursion = 0;
  let excursionTarget = 0;
  let excursionLeft = 0;
  let nextFix = samples[0]!.t;
  let reacquire = 0;
  const out: GpsReading[] = [];
  const last = samples.length - 1;
  samples.forEach((s, i) => {
    const dt = SAMPLE_MS / 1000;
    ea = ou(ea, dt, m.tau, rng);
    ec = ou(ec, dt, m.tau, rng);
    if (excursionLeft > 0) excursionLeft -= dt;
    else {
      excursionTarget = 0;
      if (m.excursionEvery > 0 && rng.chance(dt / m.excursionEvery)) {
        excursionLeft = rng.uniform(...m.excursionSeconds);
        excursionTarget = (rng.chance(0.5) ? 1 : -1) * rng.uniform(...m.excursionSize);
      }
    }
    // The reflection slides in and out over a couple of seconds rather than jumping.
    excursion += (excursionTarget - excursion) * (1 - Math.exp(-dt / 1.5));
    if (s.t < nextFix && i !== last) return;
    nextFix = s.t + interval * rng.uniform(0.9, 1.1) * 1000;
    const inGap = gaps.some((g) => s.t >= g.from && s.t < g.to);
    if (inGap) reacquire = Math.round(rng.uniform(2, 8));
    if (i !== 0 && i !== last && (inGap || rng.chance(m.missing))) return;
    const poor = reacquire > 0 && !inGap ? 3 : 1;
    if (!inGap && reacquire > 0) reacquire -= 1;
    const a = (alongSigma * ea + excursion) * poor + white * rng.gaussian();
    const c = acrossSigma * ec * poor + white * rng.gaussian();
    const ex = a * Math.cos(s.heading) - c * Math.sin(s.heading);
    const ey = a * Math.sin(s.heading) + c * Math.cos(s.heading);
    const trueScale = scale * poor + Math.abs(excursion) * 0.3;
    const reading: GpsReading = {
      lat: s.lat + ey / (DEG * EARTH_RADIUS_M),
      lng: s.lng + ex / (DEG * EARTH_RADIUS_M * Math.cos(s.lat * DEG)),
      accuracy: Math.round(Math.max(3, trueScale * honesty * rng.uniform(0.8, 1.25)) * 10) / 10,
      timestamp: Math.round(s.t),
    };
    if (dopplerSigma !== null) {
      // Reflections disturb the Doppler too; a standing phone often reads a little above zero, sometimes none.
      const disturbed = Math.abs(excursion) > 10 ? 1.5 * rng.gaussian() : 0;
      const speed =
        s.speed < 0.3
          ? rng.chance(0.5)
            ? 0
            : Math.abs(0.25 * rng.gaussian())
          : Math.max(0, s.speed + dopplerSigma * rng.gaussian() + disturbed);
      reading.speed = rng.chance(0.03) ? null : Math.round(speed * 100) / 100;
    }
    out.push(reading);
  });
  return out;
}

/** A still phone's slow drift (metres) added on top: a random walk pulled back towards the truth. */
export function addDrift(rng: Rng, readings: readonly GpsReading[], sigma: number): GpsReading[] {
  let dx = 0;
  let dy = 0;
  let prev = readings[0]?.timestamp ?? 0;
  return readings.map((r) => {
    const dt = (r.timestamp - prev) / 1000;
    prev = r.timestamp;
    dx = ou(dx, dt, 120, rng);
    dy = ou(dy, dt, 120, rng);
    return {
      ...r,
      lat: r.lat + (dy * sigma) / (DEG * EARTH_RADIUS_M),
      lng: r.lng + (dx * sigma) / (DEG * EARTH_RADIUS_M * Math.cos(r.lat * DEG)),
    };
  });
}
