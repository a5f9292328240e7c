/**
 * Without Doppler, whether a phone's fixes say it stands still (issue 16, ADR 007). Two pieces, both pure:
 * the minute's net move of the fixes, and the scatter a standing phone has shown, which raises that test's
 * threshold where the fixes wander more than their reported accuracy admits.
 */

/** An accepted fix as measured (ms, local metres), with its per-axis sigma (reported, inflated if optimistic). */
export interface StandingFix {
  t: number;
  x: number;
  y: number;
  s: number;
}

export const STANDSTILL_TUNING = {
  /**
   * Over the last this many seconds, the median fix of the first third and that of the last third closer
   * than max(`netMeters`, `netSigmas` sigmas, `scatterSigmas` x the observed scatter) is a phone standing.
   */
  windowSeconds: 60,
  netMeters: 25,
  netSigmas: 3.5,
  /**
   * The scatter is the RMS distance of a standing phone's fixes from where it stands, a running mean over
   * this many seconds of standstill; it is kept through departures, so a phone whose fixes wander 50-100 m
   * (multipath, drift) needs a larger net move to be taken as leaving the next time.
   */
  scatterTauSeconds: 60,
  scatterSigmas: 1.5,
} as const;

function median(values: number[]): number {
  const sorted = values.sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The fixes of the standstill test's window that ends at `now`. */
export function standingWindow<F extends StandingFix>(fixes: readonly F[], now: number): F[] {
  const from = now - STANDSTILL_TUNING.windowSeconds * 1000;
  return fixes.filter((f) => f.t >= from);
}

/**
 * Whether the fixes of the last minute say the phone stands still: the medians (robust to multipath
 * excursions shorter than a third of the window) of the window's first and last thirds hardly apart.
 * Correlated error moves a standing phone's fixes by tens of metres, but not one way for a minute.
 * `scatter`: the running mean of a standing phone's squared distance from where it stands, m².
 */
export function standingByFixes(fixes: readonly StandingFix[], scatter: number): boolean {
  const first = fixes[0];
  const last = fixes[fixes.length - 1];
  // Half a window will do: a phone laid down when the meter starts is held from its first half-minute.
  if (!first || !last || last.t - first.t < STANDSTILL_TUNING.windowSeconds * 500) return false;
  const third = (last.t - first.t) / 3;
  const head = fixes.filter((f) => f.t <= first.t + third);
  const tail = fixes.filter((f) => f.t >= last.t - third);
  const dx = median(tail.map((f) => f.x)) - median(head.map((f) => f.x));
  const dy = median(tail.map((f) => f.y)) - median(head.map((f) => f.y));
  const sigma = median(fixes.map((f) => f.s));
  return (
    Math.hypot(dx, dy) <
    Math.max(
      STANDSTILL_TUNING.netMeters,
      STANDSTILL_TUNING.netSigmas * sigma,
      STANDSTILL_TUNING.scatterSigmas * Math.sqrt(scatter),
    )
  );
}

/** The scatter after a standing fix `d2` m² from where the phone stands, `dt` seconds after the previous one. */
export function updateScatter(scatter: number, d2: number, dt: number): number {
  return scatter + (1 - Math.exp(-dt / STANDSTILL_TUNING.scatterTauSeconds)) * (d2 - scatter);
}

/** A fix as measured, accepted by the gate or not (ms, local metres). */
export interface RawFix {
  t: number;
  x: number;
  y: number;
}

export const DEPARTURE_TUNING = {
  /** The last this many fixes, accepted or rejected, make the run a departure is judged on. */
  runFixes: 5,
  /** ... spanning at least this long, ms. */
  runMs: 2_000,
  /** Each step of the run within this angle of the way from the anchor to its newest fix. */
  headingCos: Math.cos((40 * Math.PI) / 180),
  /** The run's last step at least this share of its first: a pull-away keeps going, a reflection settles. */
  keepGoing: 0.8,
  /**
   * From one step to the next the speed changes by at most this much per second (a taxi's acceleration)
   * plus `stepJitterMps` (the fixes' white noise): a reflection's jump is no pull-away.
   */
  maxAccel: 3,
  stepJitterMps: 6,
  /** The run's speed at least this, m/s. */
  minMps: 1.5,
  /** The newest fix at least max(this, this many sigmas) from the anchor, metres. */
  minMeters: 15,
  minSigmas: 2,
} as const;

/** Keep the newest fixes of a departure run. */
export function appendRun(run: readonly RawFix[], fix: RawFix): RawFix[] {
  return [...run.slice(-(DEPARTURE_TUNING.runFixes - 1)), fix];
}

/**
 * Without Doppler, whether the last fixes (whether the gate took them or not) leave the anchor one way, as a
 * pull-away does: each farther than the one before, every step heading away from the anchor, not slowing
 * down. A reflection jumps and stays (or slides out and settles), and a standing phone's correlated error
 * wanders, so neither keeps leaving in one direction for several fixes. `sigma`: the fixes' per-axis sigma.
 */
export function leavingByFixes(
  run: readonly RawFix[],
  anchor: { x: number; y: number },
  sigma: number,
): boolean {
  const T = DEPARTURE_TUNING;
  const first = run[0];
  const last = run[run.length - 1];
  if (!first || !last || run.length < T.runFixes || last.t - first.t < T.runMs) return false;
  const out = { x: last.x - anchor.x, y: last.y - anchor.y };
  const reach = Math.hypot(out.x, out.y);
  if (reach < Math.max(T.minMeters, T.minSigmas * sigma)) return false;
  const net = Math.hypot(last.x - first.x, last.y - first.y);
  if (net / ((last.t - first.t) / 1000) < T.minMps) return false;
  const speeds: number[] = [];
  for (let k = 1; k < run.length; k++) {
    const a = run[k - 1]!;
    const b = run[k]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const step = Math.hypot(dx, dy);
    if (Math.hypot(b.x - anchor.x, b.y - anchor.y) <= Math.hypot(a.x - anchor.x, a.y - anchor.y))
      return false;
    if ((dx * out.x + dy * out.y) / (step * reach || 1) < T.headingCos) return false;
    const speed = step / Math.max(0.001, (b.t - a.t) / 1000);
    const previous = speeds[speeds.length - 1];
    if (
      previous !== undefined &&
      Math.abs(speed - previous) > T.maxAccel * ((b.t - run[k - 2]!.t) / 2000) + T.stepJitterMps
    )
      return false;
    speeds.push(speed);
  }
  return speeds[speeds.length - 1]! >= T.keepGoing * speeds[0]!;
}
