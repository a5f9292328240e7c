import { predictAxis } from './kalman-axis';
import type { Axis } from './kalman-axis';

/**
 * A fixed-lag Rauch-Tung-Striebel smoother over the Kalman filter's last seconds (issue 16, ADR 007): where
 * the taxi was `lag` seconds ago, given the fixes since. Unlike a moving mean of the filtered positions it
 * follows the filter's velocity, so it does not cut the corners of curved streets; and it uses the fixes on
 * both sides of that instant, so it wobbles less than the filter. Pure; the track is plain data.
 */

/** The filter's posterior at one accepted fix (after any zero-velocity update), ms and local metres. */
export interface TrackPoint {
  t: number;
  x: Axis;
  y: Axis;
}

/** Append the newest posterior, keeping the points the smoother can still reach back to `keepMs`. */
export function appendTrack(track: readonly TrackPoint[], point: TrackPoint, keepMs: number): TrackPoint[] {
  // Keep one point older than the horizon, so that the smoothed instant always has a point at or before it.
  let from = 0;
  while (from + 1 < track.length && track[from + 1]!.t <= point.t - keepMs) from++;
  return [...track.slice(from), point];
}

/** One backward RTS step on an axis: the smoothed state at a posterior, given the smoothed next one. */
function smoothStep(
  post: Axis,
  next: { p: number; v: number },
  dt: number,
  accelSigma: number,
): { p: number; v: number } {
  const pred = predictAxis(post, dt, accelSigma);
  const det = pred.pp * pred.vv - pred.pv * pred.pv;
  if (!(det > 1e-12)) return { p: post.p, v: post.v };
  // Gain C = P F' Pred^-1, F = [[1, dt], [0, 1]].
  const a11 = post.pp + dt * post.pv;
  const a12 = post.pv;
  const a21 = post.pv + dt * post.vv;
  const a22 = post.vv;
  const i11 = pred.vv / det;
  const i12 = -pred.pv / det;
  const i22 = pred.pp / det;
  const dp = next.p - pred.p;
  const dv = next.v - pred.v;
  return {
    p: post.p + (a11 * i11 + a12 * i12) * dp + (a11 * i12 + a12 * i22) * dv,
    v: post.v + (a21 * i11 + a22 * i12) * dp + (a21 * i12 + a22 * i22) * dv,
  };
}

/**
 * The smoothed position at the newest point of the track at or before `at` (the oldest point if none is),
 * from a backward pass over the points after it.
 */
export function smoothedAt(
  track: readonly TrackPoint[],
  at: number,
  accelSigma: number,
): { x: number; y: number; t: number } {
  const last = track[track.length - 1];
  if (!last) throw new Error('smoothedAt: empty track');
  let sx = { p: last.x.p, v: last.x.v };
  let sy = { p: last.y.p, v: last.y.v };
  let t = last.t;
  for (let k = track.length - 2; k >= 0 && t > at; k--) {
    const point = track[k]!;
    const dt = (t - point.t) / 1000;
    sx = smoothStep(point.x, sx, dt, accelSigma);
    sy = smoothStep(point.y, sy, dt, accelSigma);
    t = point.t;
  }
  return { x: sx.p, y: sy.p, t };
}
