import { describe, expect, it } from 'vitest';
import { appendTrack, smoothedAt } from './fixed-lag-smoother';
import type { TrackPoint } from './fixed-lag-smoother';
import { predictAxis, updateAxis } from './kalman-axis';
import type { Axis } from './kalman-axis';

const ACCEL = 2;

/** A deterministic pseudo-Gaussian sequence (sum of uniforms from a linear congruential generator). */
function noise(seed: number): () => number {
  let s = seed;
  const uniform = () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
  return () => (uniform() + uniform() + uniform() + uniform() - 2) * Math.sqrt(3);
}

/** Fixes every second of a taxi driving `path(t)`, filtered; the filter's posteriors as a track. */
function filterTrack(path: (t: number) => { x: number; y: number }, seconds: number, sigma: number) {
  const gaussian = noise(7);
  const start = path(0);
  let kx: Axis = { p: start.x, v: 0, pp: sigma ** 2, pv: 0, vv: 225 };
  let ky: Axis = { p: start.y, v: 0, pp: sigma ** 2, pv: 0, vv: 225 };
  const track: TrackPoint[] = [{ t: 0, x: kx, y: ky }];
  for (let t = 1; t <= seconds; t++) {
    const truth = path(t);
    kx = updateAxis(predictAxis(kx, 1, ACCEL), truth.x + sigma * gaussian(), sigma ** 2);
    ky = updateAxis(predictAxis(ky, 1, ACCEL), truth.y + sigma * gaussian(), sigma ** 2);
    track.push({ t: t * 1000, x: kx, y: ky });
  }
  return track;
}

describe('appendTrack', () => {
  it('keeps the points back to the horizon, and one before it', () => {
    let track: TrackPoint[] = [];
    const axis: Axis = { p: 0, v: 0, pp: 1, pv: 0, vv: 1 };
    for (let t = 0; t <= 10_000; t += 1000) track = appendTrack(track, { t, x: axis, y: axis }, 3000);
    expect(track.map((p) => p.t)).toEqual([7000, 8000, 9000, 10_000]);
  });
});

describe('smoothedAt', () => {
  it('is the filter itself at the newest point', () => {
    const track = filterTrack((t) => ({ x: 5 * t, y: 0 }), 20, 10);
    const last = track[track.length - 1]!;
    expect(smoothedAt(track, last.t, ACCEL)).toEqual({ x: last.x.p, y: last.y.p, t: last.t });
  });

  it('the oldest point when the track is shorter than the lag', () => {
    const track = filterTrack((t) => ({ x: 5 * t, y: 0 }), 2, 10);
    expect(smoothedAt(track, -5000, ACCEL).t).toBe(0);
  });

  // Over a drive in curves with 10 m noise, the positions smoothed 3 s back are closer to the truth than the
  // filter's own positions were at the time: the fixes after an instant tell where the taxi was.
  it('3 s back, closer to the truth than the filter was, in curves too', () => {
    const path = (t: number) => ({ x: 60 * Math.sin(t / 12), y: 60 * (1 - Math.cos(t / 12)) });
    const seconds = 300;
    const track = filterTrack(path, seconds, 10);
    let filtered = 0;
    let smoothed = 0;
    for (let t = 20; t <= seconds; t++) {
      const window = track.filter((p) => p.t <= t * 1000).slice(-5);
      const at = smoothedAt(window, (t - 3) * 1000, ACCEL);
      const truth = path(at.t / 1000);
      const then = track[at.t / 1000]!;
      smoothed += Math.hypot(at.x - truth.x, at.y - truth.y) ** 2;
      filtered += Math.hypot(then.x.p - truth.x, then.y.p - truth.y) ** 2;
    }
    expect(smoothed).toBeLessThan(filtered * 0.8);
  });
});
