import { describe, expect, it } from 'vitest';
import { testTariff } from '@mizan/domain/test-support/test-tariff';
import { CITY_TARIFFS, STANDARD_TARIFF, TARIFF_CITIES, tariffFor } from './tariffs';

// The spec's figures, without the fixture's own name and provenance.
const { name: _name, source: _source, effectiveFrom: _effectiveFrom, ...specFigures } = testTariff;

describe('tariff data', () => {
  it.each([...TARIFF_CITIES.map((c) => [c, CITY_TARIFFS[c]] as const), ['standard', STANDARD_TARIFF] as const])(
    '%s matches spec 9 and is well formed',
    (_city, t) => {
      expect(t).toMatchObject(specFigures);
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
