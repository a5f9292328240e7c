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
