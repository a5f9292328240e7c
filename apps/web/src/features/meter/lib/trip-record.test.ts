import { beforeEach, describe, expect, it } from 'vitest';
import { meterTariff } from './meter-city';
import { TRIP_RECORD_KEY } from './meter-idle';
import { tripRecordStore } from './trip-record';
import type { TripRecord } from './trip-record';

const T0 = Date.parse('2026-07-01T13:00:00Z');
const valid: TripRecord = {
  version: 1,
  city: 'casablanca',
  startAt: T0,
  stopAt: null,
  background: [{ from: T0 + 5000, to: T0 + 9000 }],
  hiddenAt: null,
  aliveAt: T0 + 12_000,
  readings: [
    { lat: 33.59, lng: -7.61, accuracy: 6, speed: null, timestamp: T0 + 1000 },
    { lat: 33.5901, lng: -7.61, accuracy: 5, speed: 3.2, timestamp: T0 + 10_000 },
  ],
  paywalled: false,
};

beforeEach(() => localStorage.clear());

describe('trip record storage', () => {
  it('reads back what it wrote', () => {
    tripRecordStore.write(valid);
    expect(tripRecordStore.read()).toEqual(valid);
  });

  it.each(['marrakech', 'agadir', 'fes'])(
    'reads back a ride that carries its tariff (%s, with its night rule) and the city it switched from',
    (city) => {
      const record = { ...valid, city, tariff: meterTariff(city), switchedFrom: 'casablanca' };
      tripRecordStore.write(record);
      expect(tripRecordStore.read()).toEqual(record);
    },
  );

  it.each<[string, unknown]>([
    ['not JSON', '{oops'],
    ['another version', { ...valid, version: 2 }],
    ['a latitude off the globe', { ...valid, readings: [{ ...valid.readings[0], lat: 123 }] }],
    ['a reading before the start', { ...valid, readings: [{ ...valid.readings[0], timestamp: T0 - 1 }] }],
    ['readings out of order', { ...valid, readings: [...valid.readings].reverse() }],
    ['a span ending before it starts', { ...valid, background: [{ from: T0 + 9000, to: T0 + 5000 }] }],
    ['a stop before the start', { ...valid, stopAt: T0 - 1 }],
    ['a missing flag', { ...valid, paywalled: undefined }],
    ['a string time', { ...valid, startAt: String(T0) }],
    ['a tariff without a pickup', { ...valid, tariff: { ...meterTariff('fes'), pickup: undefined } }],
    [
      'a tariff with a bad night rule',
      { ...valid, tariff: { ...meterTariff('fes'), nightRule: { kind: 'moon' } } },
    ],
  ])('rejects %s', (_label, stored) => {
    localStorage.setItem(TRIP_RECORD_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
    expect(tripRecordStore.read()).toBeNull();
  });

  it('reads null when nothing is stored', () => expect(tripRecordStore.read()).toBeNull());
});
