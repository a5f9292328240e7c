import { describe, expect, it } from 'vitest';
import { STANDARD_TARIFF } from '@mizan/data/tariffs';
import { haversineMeters } from '@mizan/domain/geo/distance';
import { replayTrip } from '@mizan/domain/meter/taximeter-replay';
import { SCENARIOS2, withoutDoppler } from './scenarios';
import { simulateTrip2, simulateTrip2WithPath } from './trip';

const scenario = (name: string) => {
  const found = SCENARIOS2.find((s) => s.name === name);
  if (!found) throw new Error(`no scenario ${name}`);
  return found;
};

describe('the second trip generator', () => {
  it('is reproducible, and its twin without Doppler is the same trip without speeds', () => {
    const a = simulateTrip2(scenario('town'), 7, STANDARD_TARIFF);
    expect(simulateTrip2(scenario('town'), 7, STANDARD_TARIFF)).toEqual(a);
    const b = simulateTrip2(withoutDoppler(scenario('town')), 7, STANDARD_TARIFF);
    expect(b.truth).toEqual(a.truth);
    expect(b.readings.every((r) => r.speed === undefined)).toBe(true);
    expect(a.readings.some((r) => typeof r.speed === 'number' && r.speed > 5)).toBe(true);
  });

  it('gives the same trip with its true path, whose arc length is the true distance', () => {
    const { trip, samples } = simulateTrip2WithPath(scenario('medina-gaps'), 3, STANDARD_TARIFF);
    expect(trip).toEqual(simulateTrip2(scenario('medina-gaps'), 3, STANDARD_TARIFF));
    const arc = samples.slice(1).reduce((sum, s, i) => sum + haversineMeters(samples[i]!, s), 0);
    expect(arc).toBeGreaterThan(trip.truth.distanceMeters * 0.99);
    expect(arc).toBeLessThan(trip.truth.distanceMeters * 1.01);
    expect(samples[0]!.t).toBe(trip.readings[0]!.timestamp);
  });

  it('fixes come at 0.5-2 Hz, and the truth is longer than the chord of its own fixes in crooked lanes', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const { readings, truth } = simulateTrip2(scenario('medina'), seed, STANDARD_TARIFF);
      const intervals = readings.slice(1).map((r, i) => r.timestamp - readings[i]!.timestamp);
      const typical = [...intervals].sort((x, y) => x - y)[Math.floor(intervals.length / 2)]!;
      expect(typical).toBeGreaterThanOrEqual(450);
      expect(typical).toBeLessThanOrEqual(2200);
      expect(truth.distanceMeters).toBeGreaterThan(
        haversineMeters(readings[0]!, readings[readings.length - 1]!),
      );
    }
  });

  it('gap scenarios have gaps of 20 s and more, which the meter bridges and marks as estimated', () => {
    const { readings } = simulateTrip2(scenario('town-gaps'), 11, STANDARD_TARIFF);
    const longest = Math.max(...readings.slice(1).map((r, i) => r.timestamp - readings[i]!.timestamp));
    expect(longest).toBeGreaterThanOrEqual(20_000);
    const out = replayTrip(readings, { tariff: STANDARD_TARIFF, city: 'casablanca' });
    expect(out.estimatedSpans.some((span) => span.kind === 'gap')).toBe(true);
  });

  it('the highway cruises at 16-30 m/s with a fix a second', () => {
    const { readings } = simulateTrip2(scenario('highway'), 5, STANDARD_TARIFF);
    const speeds = readings.map((r) => r.speed ?? 0);
    expect(Math.max(...speeds)).toBeGreaterThan(16);
    expect(Math.max(...speeds)).toBeLessThan(31);
    const intervals = readings.slice(1).map((r, i) => r.timestamp - readings[i]!.timestamp);
    // 1 s, give or take the receiver's 10 % jitter on the 0.1 s truth grid.
    const typical = [...intervals].sort((x, y) => x - y)[Math.floor(intervals.length / 2)]!;
    expect(typical).toBeGreaterThanOrEqual(900);
    expect(typical).toBeLessThanOrEqual(1200);
  });

  it('a still phone has no true distance and is all waiting', () => {
    const { truth } = simulateTrip2(scenario('still-10min'), 3, STANDARD_TARIFF);
    expect(truth.distanceMeters).toBe(0);
    expect(truth.waitingSeconds).toBe(600);
  });
});
