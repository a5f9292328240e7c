// What a receiver's error looks like against a reference: its size along and across the direction of travel,
// how honest the reported accuracy is, how long the error stays correlated, how often it jumps, and the fix
// rate and gaps. The same figures for recorded traces and for the simulators' trips (`measure.ts`).
import { EARTH_RADIUS_M } from '@mizan/domain/geo/distance';
import type { PhoneFix, TruthFix } from './parse';

const DEG = Math.PI / 180;

/** Metres east and north of an origin (flat earth: the traces span tens of kilometres at most). */
export function projector(lat0: number, lng0: number) {
  const kx = DEG * EARTH_RADIUS_M * Math.cos(lat0 * DEG);
  const ky = DEG * EARTH_RADIUS_M;
  return (lat: number, lng: number) => ({ x: (lng - lng0) * kx, y: (lat - lat0) * ky });
}

/** The reference at instant t (linear between its samples), or null outside it. */
export function truthAt(truth: readonly TruthFix[], t: number): TruthFix | null {
  if (truth.length === 0 || t < truth[0]!.t || t > truth[truth.length - 1]!.t) return null;
  let lo = 0;
  let hi = truth.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (truth[mid]!.t <= t) lo = mid;
    else hi = mid;
  }
  const a = truth[lo]!;
  const b = truth[hi]!;
  const k = b.t === a.t ? 0 : (t - a.t) / (b.t - a.t);
  return {
    t,
    lat: a.lat + (b.lat - a.lat) * k,
    lng: a.lng + (b.lng - a.lng) * k,
    speed: a.speed + (b.speed - a.speed) * k,
  };
}

/** One fix's error against the reference; along and across only while the reference moves (> 2 m/s). */
export interface FixError {
  t: number;
  east: number;
  north: number;
  along: number | null;
  across: number | null;
  accuracy: number | null;
  speedError: number | null;
  trueSpeed: number;
}

export function fixErrors(fixes: readonly PhoneFix[], truth: readonly TruthFix[], lagMs = 0): FixError[] {
  const p0 = truth[0];
  if (!p0) return [];
  const xy = projector(p0.lat, p0.lng);
  const out: FixError[] = [];
  for (const f of fixes) {
    const at = truthAt(truth, f.t - lagMs);
    const before = truthAt(truth, f.t - lagMs - 500);
    const after = truthAt(truth, f.t - lagMs + 500);
    if (!at || !before || !after) continue;
    const p = xy(f.lat, f.lng);
    const q = xy(at.lat, at.lng);
    const a = xy(before.lat, before.lng);
    const b = xy(after.lat, after.lng);
    const east = p.x - q.x;
    const north = p.y - q.y;
    const hx = b.x - a.x;
    const hy = b.y - a.y;
    const h = Math.hypot(hx, hy);
    const moving = at.speed > 2 && h > 1;
    out.push({
      t: f.t,
      east,
      north,
      along: moving ? (east * hx + north * hy) / h : null,
      across: moving ? (north * hx - east * hy) / h : null,
      accuracy: f.accuracy,
      speedError: f.speed === null ? null : f.speed - at.speed,
      trueSpeed: at.speed,
    });
  }
  return out;
}

export const quantile = (xs: readonly number[], q: number): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const rms = (xs: readonly number[]) => Math.sqrt(mean(xs.map((x) => x * x)));

/** Autocorrelation of a series sampled at fix instants, at lags (s), pairs taken within 0.25 s of each lag. */
export function autocorrelation(
  samples: readonly { t: number; v: number }[],
  lags: readonly number[],
): number[] {
  const m = mean(samples.map((s) => s.v));
  const c = samples.map((s) => ({ t: s.t, v: s.v - m }));
  const variance = mean(c.map((s) => s.v * s.v));
  return lags.map((lag) => {
    let sum = 0;
    let n = 0;
    let j = 0;
    for (let i = 0; i < c.length; i++) {
      const want = c[i]!.t + lag * 1000;
      while (j < c.length && c[j]!.t < want - 250) j++;
      if (j < c.length && Math.abs(c[j]!.t - want) <= 250) {
        sum += c[i]!.v * c[j]!.v;
        n++;
      }
    }
    return n > 0 && variance > 0 ? sum / n / variance : NaN;
  });
}

/** The lag (s) where an autocorrelation first falls under 1/e, interpolated; Infinity if it never does. */
export function efoldingSeconds(lags: readonly number[], acf: readonly number[]): number {
  const target = Math.exp(-1);
  for (let i = 1; i < lags.length; i++) {
    if (acf[i]! <= target) {
      const k = (acf[i - 1]! - target) / (acf[i - 1]! - acf[i]!);
      return lags[i - 1]! + k * (lags[i]! - lags[i - 1]!);
    }
  }
  return Infinity;
}

export const ACF_LAGS = [0, 1, 2, 5, 10, 20, 30, 60, 120] as const;

export interface ErrorSummary {
  fixes: number;
  /** Median seconds between fixes; share of intervals over 2 s; gaps of 10 s or more and their total. */
  medianInterval: number;
  over2s: number;
  gaps10s: number;
  gapSeconds: number;
  /** Horizontal error, metres. */
  median: number;
  p95: number;
  rms2d: number;
  /** Per axis while moving, metres: mean (a bias, e.g. a timing offset) and RMS about it. */
  alongMean: number;
  alongRms: number;
  acrossRms: number;
  /** Reported accuracy: median, and its honesty as the simulators define it (reported / 2-D RMS error). */
  accuracyMedian: number;
  honesty: number;
  /** Share of fixes whose error is within the reported accuracy (68 % if honest). */
  withinAccuracy: number;
  /** Autocorrelation of the along and across errors at ACF_LAGS, and their e-folding times, s. */
  acfAlong: number[];
  acfAcross: number[];
  tauAlong: number;
  tauAcross: number;
  /** Fix-to-fix change of the error (1 s apart or less): median, 99th percentile, share over 10 m. */
  stepMedian: number;
  stepP99: number;
  stepsOver10m: number;
  /** Doppler speed error while moving: RMS, m/s; null if the trace gives no speed. */
  speedRms: number | null;
}

export function summarize(errors: readonly FixError[]): ErrorSummary {
  // Pooled trips are laid a day apart: an interval that long is the seam between two trips, not a gap.
  const intervals = errors
    .slice(1)
    .map((e, i) => (e.t - errors[i]!.t) / 1000)
    .filter((d) => d < 3600);
  const gaps = intervals.filter((d) => d >= 10);
  const horizontal = errors.map((e) => Math.hypot(e.east, e.north));
  const moving = errors.filter((e) => e.along !== null);
  const along = moving.map((e) => e.along!);
  const alongMean = mean(along);
  const withAcc = errors.filter((e) => e.accuracy !== null);
  const rms2d = rms(horizontal);
  const steps: number[] = [];
  for (let i = 1; i < errors.length; i++) {
    const a = errors[i - 1]!;
    const b = errors[i]!;
    if (b.t - a.t <= 1100) steps.push(Math.hypot(b.east - a.east, b.north - a.north));
  }
  const acfAlong = autocorrelation(
    moving.map((e) => ({ t: e.t, v: e.along! })),
    ACF_LAGS,
  );
  const acfAcross = autocorrelation(
    moving.map((e) => ({ t: e.t, v: e.across! })),
    ACF_LAGS,
  );
  const speedErrors = moving.filter((e) => e.speedError !== null).map((e) => e.speedError!);
  return {
    fixes: errors.length,
    medianInterval: quantile(intervals, 0.5),
    over2s: intervals.filter((d) => d > 2).length / Math.max(1, intervals.length),
    gaps10s: gaps.length,
    gapSeconds: gaps.reduce((s, d) => s + d, 0),
    median: quantile(horizontal, 0.5),
    p95: quantile(horizontal, 0.95),
    rms2d,
    alongMean,
    alongRms: rms(along.map((a) => a - alongMean)),
    acrossRms: rms(moving.map((e) => e.across!)),
    accuracyMedian: quantile(
      withAcc.map((e) => e.accuracy!),
      0.5,
    ),
    honesty:
      quantile(
        withAcc.map((e) => e.accuracy!),
        0.5,
      ) / rms2d,
    withinAccuracy:
      withAcc.filter((e) => Math.hypot(e.east, e.north) <= e.accuracy!).length / Math.max(1, withAcc.length),
    acfAlong,
    acfAcross,
    tauAlong: efoldingSeconds(ACF_LAGS, acfAlong),
    tauAcross: efoldingSeconds(ACF_LAGS, acfAcross),
    stepMedian: quantile(steps, 0.5),
    stepP99: quantile(steps, 0.99),
    stepsOver10m: steps.filter((s) => s > 10).length / Math.max(1, steps.length),
    speedRms: speedErrors.length > 0 ? rms(speedErrors) : null,
  };
}

/** The phone's timing offset (ms) that minimises the RMS along-track error: a late fix reads behind the car. */
export function bestLag(fixes: readonly PhoneFix[], truth: readonly TruthFix[]): number {
  let best = 0;
  let bestRms = Infinity;
  for (let lag = -2000; lag <= 2000; lag += 100) {
    const along = fixErrors(fixes, truth, lag)
      .filter((e) => e.along !== null)
      .map((e) => e.along!);
    const r = rms(along);
    if (r < bestRms) {
      bestRms = r;
      best = lag;
    }
  }
  return best;
}
