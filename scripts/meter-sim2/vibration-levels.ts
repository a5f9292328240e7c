/**
 * A taxi's idle from its rolling, by the phone's motion sensor, as issue 16's round 8 tried it in the meter's
 * filter without Doppler (ADR 007: not kept; `trace-vibration.ts` measures what it tells).
 * A rolling car shakes the phone with the road (tyres on the surface); a standing one only with its idling
 * engine, several times less. Both levels differ from taxi to taxi and with where the phone sits, so each trip
 * learns its own: the rolling level from readings taken while the positions say the taxi is clearly driving
 * (faster than a standing phone's fixes ever wander), the idle level from the trip's quietest readings; the
 * ceiling of idle is their geometric mean, and only once they are far enough apart to tell. Plain data.
 */

export const VIBRATION_TUNING = {
  /** Log-spaced bins of the readings, m/s²: 10 a decade from the least to the most. */
  bins: 30,
  least: 0.005,
  most: 5,
  /** The idle level: this quantile of the trip's readings (by time): stops are a good share of a city ride. */
  idleQuantile: 0.1,
  /** The rolling level: the median of the readings taken while the positions say the taxi drives this fast. */
  rollingMps: 4,
  /** Readings needed at that speed before the rolling level is trusted, seconds. */
  rollingSeconds: 30,
  /** The two levels at least this far apart (ratio), else the sensor cannot tell them apart on this trip. */
  minRatio: 2.5,
} as const;

/** Seconds of readings per log bin, over the whole trip and while clearly driving; empty before any. */
export interface VibrationLevels {
  all: number[];
  rolling: number[];
}

export const noVibrationLevels: VibrationLevels = { all: [], rolling: [] };

const T = VIBRATION_TUNING;
const span = Math.log(T.most / T.least);

function binOf(vibration: number): number {
  const b = Math.floor((Math.log(Math.max(vibration, T.least) / T.least) / span) * T.bins);
  return Math.min(T.bins - 1, Math.max(0, b));
}

/** The reading at the middle of a bin. */
function levelOf(bin: number): number {
  return T.least * Math.exp(((bin + 0.5) / T.bins) * span);
}

function added(bins: readonly number[], bin: number, seconds: number): number[] {
  const next = bins.length > 0 ? [...bins] : new Array<number>(T.bins).fill(0);
  next[bin] = next[bin]! + seconds;
  return next;
}

/** The levels after one reading over `seconds`; `rolling`: the positions say the taxi drove fast meanwhile. */
export function addVibration(
  levels: VibrationLevels,
  vibration: number,
  seconds: number,
  rolling: boolean,
): VibrationLevels {
  const bin = binOf(vibration);
  return {
    all: added(levels.all, bin, seconds),
    rolling: rolling ? added(levels.rolling, bin, seconds) : levels.rolling,
  };
}

function quantile(bins: readonly number[], q: number): number {
  const total = bins.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let b = 0; b < bins.length; b++) {
    seen += bins[b]!;
    if (seen >= q * total) return levelOf(b);
  }
  return levelOf(bins.length - 1);
}

/**
 * The reading under which the taxi is idling (standing), or null while the trip has not shown a rolling level
 * clearly above its quietest readings.
 */
export function idleCeiling(levels: VibrationLevels): number | null {
  const rollingSeconds = levels.rolling.reduce((a, b) => a + b, 0);
  if (rollingSeconds < T.rollingSeconds) return null;
  const rolling = quantile(levels.rolling, 0.5);
  const idle = quantile(levels.all, T.idleQuantile);
  return rolling >= T.minRatio * idle ? Math.sqrt(rolling * idle) : null;
}
