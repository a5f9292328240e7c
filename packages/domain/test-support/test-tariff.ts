import type { Tariff } from '../src/fare/tariff';

/**
 * The spec's figures (section 9) as a fixture for domain tests, which may not import @mizan/data.
 * packages/data/src/tariffs.test.ts checks the shipped `spec` tariff against it.
 */
export const testTariff: Tariff = {
  name: 'Casablanca',
  citation: 'test',
  pickup: 170,
  pricePerSegment: 20,
  segmentDistanceInMeters: 80,
  waitMinute: 20,
  minFare: 750,
  nightSurcharge: 1.5,
  nightStartTime: '21:00',
  nightEndTime: '06:00',
  source: 'test',
  effectiveFrom: '2026-01-01',
};
