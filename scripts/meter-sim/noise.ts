import { EARTH_RADIUS_M } from '@mizan/domain/geo/distance';
import type { GpsReading } from '@mizan/domain/meter/gps-reading';
import type { Rng } from './prng';
import type { TruePoint } from './route';

/** How a phone's receiver misreports a true path. Figures per axis, metres unless said. */
export interface NoiseModel {
  /** Reported accuracy range (68 % radius). */
  reported: [number, number];
  /** White noise sigma range. */
  white: [number, number];
  /** Correlated bias: sigma range and time constant, seconds. */
  bias: [number, number];
  biasTau: number;
  /** Multipath jumps: mean seconds between them, magnitude range, duration range (s). 0 = none. */
  jumpEvery: number;
  jumpSize: [number, number];
  jumpSeconds: [number, number];
  /** Doppler speed noise sigma, m/s; null = the phone gives no speed. */
  dopplerSigma: number | null;
  /** Share of 1 Hz fixes that never arrive. */
  missing: number;
  /** Dropouts per trip (range) and their length range, seconds. */
  dropouts: [number, number];
  dropoutSeconds: [number, number];
}

const DEG = Math.PI / 180;

/** Turn a true path into the fixes a phone would report. */
export function addNoise(rng: Rng, points: readonly TruePoint[], m: NoiseModel): GpsReading[] {
  const reported = rng.uniform(...m.reported);
  const white = rng.uniform(...m.white);
  const biasSigma = rng.uniform(...m.bias);
  const total = points.length;
  const gaps: Array<[number, number]> = [];
  const dropoutCount = Math.round(rng.uniform(...m.dropouts));
  for (let i = 0; i < dropoutCount && total > 200; i++) {
    const from = Math.floor(rng.uniform(60, total - 60));
    gaps.push([from, from + Math.round(rng.uniform(...m.dropoutSeconds))]);
  }
  let bx = rng.gaussian() * biasSigma;
  let by = rng.gaussian() * biasSigma;
  let jumpLeft = 0;
  let jx = 0;
  let jy = 0;
  const out: GpsReading[] = [];
  const decay = Math.exp(-1 / m.biasTau);
  const drive = biasSigma * Math.sqrt(1 - decay * decay);
  points.forEach((p, i) => {
    bx = bx * decay + drive * rng.gaussian();
    by = by * decay + drive * rng.gaussian();
    if (jumpLeft > 0) jumpLeft -= 1;
    else if (m.jumpEvery > 0 && rng.chance(1 / m.jumpEvery)) {
      jumpLeft = Math.round(rng.uniform(...m.jumpSeconds));
      const size = rng.uniform(...m.jumpSize);
      const dir = rng.uniform(0, 2 * Math.PI);
      jx = size * Math.cos(dir);
      jy = size * Math.sin(dir);
    }
    const last = i === 0 || i === total - 1;
    if (!last && (rng.chance(m.missing) || gaps.some(([a, b]) => i >= a && i < b))) return;
    const ex = bx + white * rng.gaussian() + (jumpLeft > 0 ? jx : 0);
    const ey = by + white * rng.gaussian() + (jumpLeft > 0 ? jy : 0);
    const reading: GpsReading = {
      lat: p.lat + ey / (DEG * EARTH_RADIUS_M),
      lng: p.lng + ex / (DEG * EARTH_RADIUS_M * Math.cos(p.lat * DEG)),
      accuracy: Math.round(reported * rng.uniform(0.85, 1.15) * 10) / 10,
      timestamp: p.t,
    };
    if (m.dopplerSigma !== null) {
      const spike = jumpLeft > 0 ? 3 * rng.gaussian() : 0;
      reading.speed = Math.max(0, p.speed + m.dopplerSigma * rng.gaussian() + spike);
    }
    out.push(reading);
  });
  return out;
}
