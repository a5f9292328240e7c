import { describe, expect, it } from 'vitest';
import {
  distanceCentimes,
  estimateFare,
  finalFareCentimes,
  runningFareCentimes,
  waitingCentimes,
} from './fare';
import { testTariff } from '../../test-support/test-tariff';

const tariff = testTariff;

describe('components accrue continuously', () => {
  it.each([
    [0, 0],
    [40, 10],
    [80, 20],
    [1000, 250],
    [-5, 0],
  ])('%i m -> %f centimes', (m, c) => expect(distanceCentimes(m, tariff)).toBeCloseTo(c, 9));
  it.each([
    [0, 0],
    [30, 10],
    [60, 20],
    [90, 30],
  ])('%i s waiting -> %f centimes', (s, c) => expect(waitingCentimes(s, tariff)).toBeCloseTo(c, 9));
});

describe('estimateFare', () => {
  it.each([
    // distance m, waiting s, night, total centimes
    ['short trip raised to the minimum', 500, 0, false, 750],
    ['short night trip: minimum then x1.5', 500, 0, true, 1125],
    ['3 km day', 3000, 0, false, 170 + 750],
    ['3 km with 2 min waiting', 3000, 120, false, 170 + 750 + 40],
    ['3 km night', 3000, 0, true, Math.round(920 * 1.5)],
    ['rounding to the centime: 1 m', 2400 + 1, 0, false, 170 + 600],
    ['rounding half up: 10 km + 7 s', 10_000, 7, false, Math.round(170 + 2500 + 7 / 3)],
    ['night rounding of an odd total', 3004, 0, true, Math.round(Math.round(170 + 751) * 1.5)],
  ])('%s', (_label, distanceMeters, waitingSeconds, night, total) => {
    const fare = estimateFare({ distanceMeters, waitingSeconds, tariff, night });
    expect(fare.total).toBe(total);
    expect(Number.isInteger(fare.total)).toBe(true);
  });

  it('reports the minimum top-up and the multiplier', () => {
    expect(estimateFare({ distanceMeters: 500, waitingSeconds: 0, tariff, night: true })).toEqual({
      pickup: 170,
      distance: 125,
      waiting: 0,
      minimumTopUp: 750 - 295,
      multiplier: 1.5,
      total: 1125,
    });
  });
});

describe('running and final fare', () => {
  it.each([
    [0, 0, 170],
    [80, 60, 210],
    [81, 0, 190],
  ])('running %i m %i s -> %i', (m, s, c) => expect(runningFareCentimes(m, s, tariff)).toBe(c));
  it.each([
    [170, false, 750],
    [751, false, 751],
    [751, true, 1127],
    [1000, true, 1500],
  ])('final of %i night=%s -> %i', (running, night, c) =>
    expect(finalFareCentimes(running, tariff, night)).toBe(c),
  );
});

describe('a night minimum of its own (Agadir: 7 DH by day, 10 DH at night)', () => {
  const agadirLike = { ...tariff, minFare: 700, nightMinFare: 1000 };
  it.each([
    // running centimes, night, final
    [300, false, 700],
    [300, true, 1000],
    [700, true, 1050],
    [651, true, 1000],
    [1000, true, 1500],
  ])('running %i night=%s -> %i', (running, night, c) =>
    expect(finalFareCentimes(running, agadirLike, night)).toBe(c),
  );
  it('reports the top-up after the multiplier at night', () => {
    const fare = estimateFare({ distanceMeters: 500, waitingSeconds: 0, tariff: agadirLike, night: true });
    expect(fare.total).toBe(1000);
    expect(fare.minimumTopUp).toBe(1000 - Math.round(295 * 1.5));
  });
});
