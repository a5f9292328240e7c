import { describe, expect, it } from 'vitest';
import { CITY_TARIFFS, STANDARD_TARIFF, TARIFF_CITIES, tariffFor } from './tariffs';

describe('tariff data', () => {
  it.each([...TARIFF_CITIES.map((c) => [c, CITY_TARIFFS[c]] as const), ['standard', STANDARD_TARIFF] as const])(
    '%s matches spec 9 and is well formed',
    (_city, t) => {
      expect(t).toMatchObject({
        pickup: 170,
        pricePerSegment: 20,
        segmentDistanceInMeters: 80,
        waitMinute: 20,
        minFare: 750,
        nightSurcharge: 1.5,
        nightStartTime: '21:00',
        nightEndTime: '06:00',
      });
      for (const v of [t.pickup, t.pricePerSegment, t.waitMinute, t.minFare]) expect(Number.isInteger(v)).toBe(true);
      expect(t.name.length).toBeGreaterThan(0);
      expect(t.source).toMatch(/not verified/);
      expect(Number.isNaN(Date.parse(t.effectiveFrom))).toBe(false);
    },
  );
});

describe('tariffFor', () => {
  it.each([
    ['casablanca', 'Casablanca', false],
    ['fes', 'Fès', false],
    ['tangier', 'Standard', true],
    ['', 'Standard', true],
  ])('%s -> %s (standard=%s)', (slug, name, isStandard) => {
    const choice = tariffFor(slug);
    expect(choice.tariff.name).toBe(name);
    expect(choice.isStandard).toBe(isStandard);
  });
});
