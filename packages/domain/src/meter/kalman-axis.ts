/**
 * One axis of the meter's constant-velocity Kalman filter (docs/decisions/007-taximeter-filter.md): position
 * and velocity with their covariance, driven by white acceleration noise. Plain data, so the filter's state
 * stays JSON.
 */
export interface Axis {
  p: number;
  v: number;
  pp: number;
  pv: number;
  vv: number;
}

/** The axis `dt` seconds later under white acceleration noise of `accelSigma` m/s². */
export function predictAxis(a: Axis, dt: number, accelSigma: number): Axis {
  const q = accelSigma ** 2;
  return {
    p: a.p + a.v * dt,
    v: a.v,
    pp: a.pp + 2 * dt * a.pv + dt * dt * a.vv + (q * dt ** 3) / 3,
    pv: a.pv + dt * a.vv + (q * dt ** 2) / 2,
    vv: a.vv + q * dt,
  };
}

/** The axis after a position measurement `z` of variance `r2`. */
export function updateAxis(a: Axis, z: number, r2: number): Axis {
  const s = a.pp + r2;
  const kp = a.pp / s;
  const kv = a.pv / s;
  const y = z - a.p;
  return {
    p: a.p + kp * y,
    v: a.v + kv * y,
    pp: (1 - kp) * a.pp,
    pv: (1 - kp) * a.pv,
    vv: a.vv - kv * a.pv,
  };
}
