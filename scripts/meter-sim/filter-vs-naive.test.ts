import { describe, expect, it } from 'vitest';
import { STANDARD_TARIFF } from '@mizan/data/tariffs';
import { replayTrip } from '@mizan/domain/meter/taximeter-replay';
import { naiveTaximeter } from '@mizan/domain/test-support/naive-filter';
import { SCENARIOS } from './scenarios';
import { simulateTrip } from './trip';

const scenario = (name: string) => {
  const found = SCENARIOS.find((s) => s.name === name);
  if (!found) throw new Error(`no scenario ${name}`);
  return found;
};

describe('robust filter against the spec rule on seeded simulated trips', () => {
  it.each([
    ['medina', 4242],
    ['urban', 77],
  ])('%s trip (seed %i): robust within 5 %% of the true fare, naive far off', (name, seed) => {
    const trip = simulateTrip(scenario(name), seed, STANDARD_TARIFF);
    const options = { tariff: STANDARD_TARIFF, city: 'casablanca' };
    const robust = replayTrip(trip.readings, options);
    const naive = replayTrip(trip.readings, options, naiveTaximeter);
    const error = (price: number) => Math.abs(price - trip.truth.fareCentimes) / trip.truth.fareCentimes;
    expect(error(robust.price)).toBeLessThan(0.05);
    expect(error(naive.price)).toBeGreaterThan(0.2);
    expect(robust.tariffNightAtStart).toBe(trip.truth.night);
  });

  it('is reproducible: the same seed gives the same trip', () => {
    const a = simulateTrip(scenario('medina'), 9, STANDARD_TARIFF);
    const b = simulateTrip(scenario('medina'), 9, STANDARD_TARIFF);
    expect(a).toEqual(b);
    expect(a.readings.length).toBeGreaterThan(100);
  });

  it('a phone lying still 10 minutes in the medina adds under 20 m', () => {
    const trip = simulateTrip(scenario('still-10min-medina'), 5, STANDARD_TARIFF);
    const out = replayTrip(trip.readings, { tariff: STANDARD_TARIFF, city: 'casablanca' });
    expect(trip.truth.distanceMeters).toBe(0);
    expect(out.distanceMeters).toBeLessThan(20);
  });
});
