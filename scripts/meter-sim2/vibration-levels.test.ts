import { describe, expect, it } from 'vitest';
import { addVibration, idleCeiling, noVibrationLevels } from './vibration-levels';
import type { VibrationLevels } from './vibration-levels';

/** A trip's readings: `idle` seconds standing at one level, then `rolling` seconds driving fast at another. */
function trip(idle: { seconds: number; level: number }, rolling: { seconds: number; level: number }) {
  let levels: VibrationLevels = noVibrationLevels;
  for (let s = 0; s < idle.seconds; s++) levels = addVibration(levels, idle.level, 1, false);
  for (let s = 0; s < rolling.seconds; s++) levels = addVibration(levels, rolling.level, 1, true);
  return levels;
}

describe("a trip's idle and rolling levels", () => {
  it('put the ceiling of idle between an idling engine and the road', () => {
    const ceiling = idleCeiling(trip({ seconds: 60, level: 0.05 }, { seconds: 120, level: 0.4 }));
    expect(ceiling).toBeGreaterThan(0.1);
    expect(ceiling).toBeLessThan(0.2);
  });

  it('say nothing before half a minute of driving fast', () => {
    expect(idleCeiling(noVibrationLevels)).toBeNull();
    expect(idleCeiling(trip({ seconds: 60, level: 0.05 }, { seconds: 20, level: 0.4 }))).toBeNull();
  });

  it('say nothing when the quietest readings are not far below the rolling ones (a phone in the hand)', () => {
    expect(idleCeiling(trip({ seconds: 60, level: 0.2 }, { seconds: 120, level: 0.4 }))).toBeNull();
  });
});
