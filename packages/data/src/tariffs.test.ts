import { describe, expect, it } from 'vitest';
import { finalFareCentimes } from '@mizan/domain/fare/fare';
import { isNightAt } from '@mizan/domain/night/night';
import { testTariff } from '@mizan/domain/test-support/test-tariff';
import {
  CITY_TARIFFS,
  SPEC_TARIFF,
  STANDARD_TARIFF,
  TARIFF_COMPONENTS,
  TARIFF_KEYS,
  isSourced,
  isTariffKey,
  tariffByKey,
  tariffFor,
} from './tariffs';
import { TARIFF_FACTS } from './tariff-provenance';

// The spec's figures, without the fixture's own name and provenance.
const {
  name: _name,
  citation: _citation,
  source: _source,
  effectiveFrom: _effectiveFrom,
  ...specFigures
} = testTariff;

describe('tariff data', () => {
  it('keeps the spec tariff, by name, exactly as spec 9 says', () => {
    expect(SPEC_TARIFF).toMatchObject(specFigures);
    expect(STANDARD_TARIFF).toMatchObject(specFigures);
    expect(tariffByKey('spec')).toBe(SPEC_TARIFF);
  });

  it.each(TARIFF_KEYS.map((key) => [key, TARIFF_FACTS[key]] as const))(
    '%s: well formed, every component sourced and dated',
    (key, { tariff, components }) => {
      expect(tariff).toBe(tariffByKey(key));
      for (const v of [tariff.pickup, tariff.pricePerSegment, tariff.waitMinute, tariff.minFare])
        expect(Number.isInteger(v) && v > 0).toBe(true);
      expect(tariff.name.length).toBeGreaterThan(0);
      expect(tariff.citation.length).toBeGreaterThan(0);
      expect(tariff.effectiveFrom).toMatch(/^(\d{4}(-\d{2}-\d{2})?|unknown)$/);
      for (const component of TARIFF_COMPONENTS) {
        const p = components[component];
        expect(p.spec, component).toBe(!isSourced(key, component));
        expect(p.source.length, component).toBeGreaterThan(20);
        if (p.spec) expect(p.date, component).toBeNull();
        else expect(p.date, component).toMatch(/^(\d{4}(-\d{2}-\d{2})?|undated)$/);
      }
      // A component that falls back to the spec has the spec's value.
      if (components.pickup.spec) expect(tariff.pickup).toBe(specFigures.pickup);
      if (components.waiting.spec) expect(tariff.waitMinute).toBe(specFigures.waitMinute);
      if (components.distance.spec) {
        expect(tariff.pricePerSegment).toBe(specFigures.pricePerSegment);
        expect(tariff.segmentDistanceInMeters).toBe(specFigures.segmentDistanceInMeters);
      }
      if (components.minFare.spec) expect(tariff.minFare).toBe(specFigures.minFare);
      if (components.nightSurcharge.spec) expect(tariff.nightSurcharge).toBe(specFigures.nightSurcharge);
      if (components.nightMinFare.spec) expect(tariff.nightMinFare).toBeUndefined();
      // The card's text names which figures are the spec's.
      const specNamed = TARIFF_COMPONENTS.filter((c) => components[c].spec);
      for (const c of specNamed) expect(tariff.source).toContain(c);
    },
  );

  it.each([
    // city, pickup, per-80m equivalent centimes per km, day minimum, night minimum (centimes)
    ['fes', 150, 250, 600, 600],
    ['rabat', 140, 250, 650, 975],
    ['casablanca', 200, 250, 750, 1125],
    ['marrakech', 170, 250, 700, 1050],
    ['agadir', 170, 250, 700, 1000],
    ['tangier', 170, 250, 700, 1050],
  ] as const)('%s: pickup %i, %i per km, minimum %i by day and %i at night', (city, pickup, perKm, day, night) => {
    const t = CITY_TARIFFS[city];
    expect(t.pickup).toBe(pickup);
    expect(Math.round((t.pricePerSegment * 1000) / t.segmentDistanceInMeters)).toBe(perKm);
    expect(finalFareCentimes(0, t, false)).toBe(day);
    expect(finalFareCentimes(0, t, true)).toBe(night);
  });

  it.each([
    // Marrakech: 20:00-06:00 October-April, 21:00-05:00 May-September.
    ['marrakech', '2026-01-10T19:30:00Z', true],
    ['marrakech', '2026-07-10T19:30:00Z', false],
    ['marrakech', '2026-07-11T04:30:00Z', false],
    // Agadir: from the Maghreb (about 18:41 on 21 December, 20:44 on 21 June, local).
    ['agadir', '2026-12-21T18:00:00Z', true],
    ['agadir', '2026-06-21T18:00:00Z', false],
    // Fès and Casablanca from 20:00 local (UTC+1 in July).
    ['fes', '2026-07-10T19:30:00Z', true],
    ['casablanca', '2026-07-10T19:30:00Z', true],
    ['rabat', '2026-07-10T19:30:00Z', false],
  ] as const)('%s at %s: night %s', (city, iso, night) => {
    expect(isNightAt(Date.parse(iso), CITY_TARIFFS[city])).toBe(night);
  });
});

describe('tariffFor', () => {
  it.each([
    ['casablanca', 'Casablanca', false],
    ['fes', 'Fès', false],
    ['tangier', 'Tangier', false],
    ['essaouira', 'Standard', true],
    ['', 'Standard', true],
  ])('%s -> %s (standard=%s)', (slug, name, isStandard) => {
    const choice = tariffFor(slug);
    expect(choice.tariff.name).toBe(name);
    expect(choice.isStandard).toBe(isStandard);
  });

  it('knows the keys a replay may name', () => {
    expect(isTariffKey('spec')).toBe(true);
    expect(isTariffKey('fes')).toBe(true);
    expect(isTariffKey('paris')).toBe(false);
  });
});
