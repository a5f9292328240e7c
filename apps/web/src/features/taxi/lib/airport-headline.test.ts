import { describe, expect, it } from 'vitest';
import type { AirportAnswer } from '@mizan/contracts/taxi';
import { airportHeadlineWithoutPrice } from './airport-headline';

const base: AirportAnswer = {
  iata: 'CMN',
  name: { en: 'Mohammed V', fr: 'Mohammed V', es: 'Mohammed V', de: 'Mohammed V' },
  direction: 'from',
  petitTaxis: 'no',
  fare: { kind: 'fixed', vehicle: 'grand', priceMad: null, nightPriceMad: null },
  note: { en: '', fr: '', es: '', de: '' },
  source: 'test',
  cite: { en: 'test', fr: 'test', es: 'test', de: 'test' },
  date: 'undated',
  alternatives: [],
};

describe('airportHeadlineWithoutPrice', () => {
  it('no airport, or an airport price known or left to the meter: the estimate is the headline', () => {
    expect(airportHeadlineWithoutPrice(null)).toBeNull();
    expect(
      airportHeadlineWithoutPrice({
        ...base,
        fare: { kind: 'fixed', vehicle: 'grand', priceMad: 120, nightPriceMad: null },
      }),
    ).toBeNull();
    expect(airportHeadlineWithoutPrice({ ...base, fare: { kind: 'unknown' } })).toBeNull();
  });

  it('a grand taxi without a figure: the desk leaving the airport, agreed beforehand going to it', () => {
    expect(airportHeadlineWithoutPrice(base)).toBe('deskPrice');
    expect(airportHeadlineWithoutPrice({ ...base, direction: 'to' })).toBe('agreePrice');
  });

  it('beyond the last zone: the desk sets the price', () => {
    expect(
      airportHeadlineWithoutPrice({
        ...base,
        fare: { kind: 'beyond-zones', straightLineKm: 40, lastZoneToKm: 30 },
      }),
    ).toBe('deskPrice');
  });
});
