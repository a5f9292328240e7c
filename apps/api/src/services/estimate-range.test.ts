import { describe, expect, it } from 'vitest';
import { STANDARD_TARIFF } from '@mizan/data/tariffs';
import { fareBand } from './estimate-range';

describe('fareBand', () => {
  it.each([
    // metres, seconds, night, low, prix, high (MAD): pickup 1.70 + 0.20 per 80 m + 0.20 per waiting minute, min 7.50
    [0, 0, false, 7.5, 7.5, 7.5],
    [2_400, 600, false, 7.7, 8.2, 9.5],
    [2_400, 600, true, 11.55, 12.3, 14.25],
    [8_000, 1_200, false, 21.7, 22.7, 26.1],
  ])('%i m in %i s (night %s) -> %f / %f / %f', (meters, seconds, night, low, prix, high) => {
    expect(fareBand(meters, seconds, STANDARD_TARIFF, night)).toEqual({ low, prix, high });
  });
});
