import { describe, expect, it } from 'vitest';
import { BRIDGE_TUNING, addCheckpoint, bridgeGap, tripCircuity } from './gap-bridge';
import type { Checkpoint } from './gap-bridge';

/** Checkpoints every 5 s of a trip at 10 m/s along `legs` (metres east, metres north, one after another). */
function trip(legs: readonly [number, number][]): Checkpoint[] {
  let list: Checkpoint[] = [];
  let x = 0;
  let y = 0;
  let d = 0;
  let t = 0;
  for (const [east, north] of legs) {
    const length = Math.hypot(east, north);
    for (let s = 50; s <= length; s += 50) {
      list = addCheckpoint(list, {
        t: t + s * 100,
        x: x + (east * s) / length,
        y: y + (north * s) / length,
        d: d + s,
      });
    }
    x += east;
    y += north;
    d += length;
    t += length * 100;
  }
  return list;
}

const staircase = trip(Array.from({ length: 40 }, (_, i): [number, number] => (i % 2 ? [0, 150] : [150, 0])));
const straight = trip([[8000, 0]]);

describe('tripCircuity', () => {
  it('is the prior before the trip has shown its streets', () =>
    expect(tripCircuity([], 60_000)).toBe(BRIDGE_TUNING.priorCircuity));

  it("follows the trip's own streets over windows as long as the gap", () => {
    // A staircase of 150 m blocks: over 60 s (600 m) the way is about 1.3-1.4 times the straight line.
    expect(tripCircuity(staircase, 60_000)).toBeGreaterThan(1.28);
    expect(tripCircuity(straight, 60_000)).toBeLessThan(1.05);
  });
});

describe('bridgeGap', () => {
  it('heading straight at where the fix reappears: about the straight line, whatever the streets before', () => {
    const gap = bridgeGap({
      dx: 600,
      dy: 0,
      ms: 60_000,
      before: { vx: 10, vy: 0.5 },
      checkpoints: staircase,
    });
    expect(gap.meters).toBeCloseTo(600 * BRIDGE_TUNING.straightCircuity, 5);
    expect(gap.low).toBe(600);
    expect(gap.high).toBeCloseTo(600 * BRIDGE_TUNING.highCircuity, 5);
  });

  it("reappearing off the heading: the straight line times the trip's circuity", () => {
    const gap = bridgeGap({
      dx: 400,
      dy: 400,
      ms: 60_000,
      before: { vx: 10, vy: 0 },
      checkpoints: staircase,
    });
    expect(gap.meters / Math.hypot(400, 400)).toBeCloseTo(tripCircuity(staircase, 60_000), 5);
    expect(gap.low).toBeCloseTo(Math.hypot(400, 400), 5);
  });

  it('standing before the gap: no heading to trust', () => {
    const gap = bridgeGap({ dx: 300, dy: 0, ms: 60_000, before: null, checkpoints: [] });
    expect(gap.meters).toBeCloseTo(300 * BRIDGE_TUNING.priorCircuity, 5);
  });
});

describe('addCheckpoint', () => {
  it('keeps one every 5 s and the last 15 minutes', () => {
    let list: Checkpoint[] = [];
    for (let t = 0; t < 2_000_000; t += 1000) list = addCheckpoint(list, { t, x: 0, y: 0, d: 0 });
    expect(list).toHaveLength(BRIDGE_TUNING.checkpoints);
    expect(list[1]!.t - list[0]!.t).toBe(BRIDGE_TUNING.checkpointMs);
  });
});
