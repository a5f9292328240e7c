import { describe, expect, it } from 'vitest';
import {
  STANDSTILL_TUNING,
  leavingByFixes,
  standingByFixes,
  standingWindow,
  updateScatter,
} from './standstill';
import type { RawFix, StandingFix } from './standstill';

/** A fix a second for a minute, moving `metres` east in all, each with sigma `s`. */
const minute = (metres: number, s = 8): StandingFix[] =>
  Array.from({ length: 61 }, (_, i) => ({ t: i * 1000, x: (metres * i) / 60, y: 0, s }));

describe('standingByFixes', () => {
  it('a minute that moved under the threshold is standing; one that moved more is not', () => {
    // Threshold max(25 m, 3.5 x 8 m) = 28 m between the medians of the first and last thirds (40 s apart).
    expect(standingByFixes(minute(30), 0)).toBe(true);
    expect(standingByFixes(minute(60), 0)).toBe(false);
  });

  it('a phone that has shown a wide scatter needs a larger move to be taken as leaving', () => {
    // 40 m RMS scatter: threshold 1.5 x 40 = 60 m.
    expect(standingByFixes(minute(60), 40 * 40)).toBe(true);
    expect(standingByFixes(minute(120), 40 * 40)).toBe(false);
  });

  it('needs half a window of fixes', () => {
    expect(standingByFixes(minute(0).slice(0, 20), 0)).toBe(false);
  });
});

describe('standingWindow', () => {
  it('keeps the fixes of the last window', () => {
    const fixes = minute(0).concat({ t: 90_000, x: 0, y: 0, s: 8 });
    expect(standingWindow(fixes, 90_000)[0]!.t).toBe(90_000 - STANDSTILL_TUNING.windowSeconds * 1000);
  });
});

describe('updateScatter', () => {
  it('a running mean of the squared distance over about a minute', () => {
    let scatter = 0;
    for (let i = 0; i < 60; i++) scatter = updateScatter(scatter, 900, 1);
    expect(scatter).toBeCloseTo(900 * (1 - Math.exp(-1)), 6);
    for (let i = 0; i < 600; i++) scatter = updateScatter(scatter, 900, 1);
    expect(scatter).toBeCloseTo(900, 1);
  });
});

describe('leavingByFixes', () => {
  const anchor = { x: 0, y: 0 };
  /** Fixes a second apart, east of the anchor at these distances. */
  const east = (...metres: number[]): RawFix[] => metres.map((x, i) => ({ t: i * 1000, x, y: 0 }));

  it('a pull-away, fixes leaving one way faster and faster, is a departure', () => {
    expect(leavingByFixes(east(4, 9, 16, 25, 36), anchor, 4)).toBe(true);
  });

  it('not while the newest fix is still within the standing noise', () => {
    expect(leavingByFixes(east(4, 9, 16, 25, 36), anchor, 20)).toBe(false);
  });

  it('a reflection that jumps away and stays is none', () => {
    expect(leavingByFixes(east(2, 3, 70, 72, 75), anchor, 4)).toBe(false);
  });

  it('a reflection that slides out and settles is none', () => {
    // Out towards 60 m with a time constant of 1.5 s: steps of 29, 15, 8, 4 m.
    expect(leavingByFixes(east(0, 29, 44, 52, 56), anchor, 4)).toBe(false);
  });

  it('fixes that wander to and fro are none', () => {
    expect(leavingByFixes(east(5, 14, 11, 20, 28), anchor, 4)).toBe(false);
    const zigzag = [0, 1, 2, 3, 4].map((i) => ({ t: i * 1000, x: 6 * (i + 1), y: i % 2 === 0 ? 12 : -12 }));
    expect(leavingByFixes(zigzag, anchor, 4)).toBe(false);
  });
});
