import { describe, expect, it } from 'vitest';
import { testTariff } from '../../test-support/test-tariff';
import type { TaximeterEvent } from './taximeter';
import { replayTrip, runEvents, tripEvents } from './taximeter-replay';
import type { TripMarks } from './taximeter-replay';
import { drive } from '../../test-support/taximeter-test-trips';

const tariff = testTariff;
const NOON = Date.parse('2026-07-01T11:00:00Z');
const options = { tariff, city: 'casablanca' };
const at = (s: number) => NOON + s * 1000;
const fix = (s: number) => ({ lat: 33.57, lng: -7.59, timestamp: at(s), accuracy: 5 });

const shape = (events: TaximeterEvent[]) =>
  events.map((e) => `${e.type}@${((e.type === 'fix' ? e.reading.timestamp : e.at) - NOON) / 1000}`);

describe('tripEvents', () => {
  it.each<[string, TripMarks, number[], string[]]>([
    [
      'no background',
      { startAt: at(0), stopAt: at(5), background: [] },
      [1, 2],
      ['start@0', 'fix@1', 'fix@2', 'stop@5'],
    ],
    [
      'a span between fixes',
      { startAt: at(0), stopAt: at(40), background: [{ from: at(3), to: at(30) }] },
      [1, 2, 31],
      ['start@0', 'fix@1', 'fix@2', 'hidden@3', 'visible@30', 'fix@31', 'stop@40'],
    ],
    [
      'a span after the last fix, still running',
      { startAt: at(0), stopAt: null, background: [{ from: at(3), to: at(9) }] },
      [1],
      ['start@0', 'fix@1', 'hidden@3', 'visible@9'],
    ],
    [
      'a fix stamped when the page was hidden goes before the span',
      { startAt: at(0), stopAt: at(20), background: [{ from: at(2), to: at(10) }] },
      [2, 11],
      ['start@0', 'fix@2', 'hidden@2', 'visible@10', 'fix@11', 'stop@20'],
    ],
  ])('%s', (_label, marks, seconds, expected) => {
    expect(shape(tripEvents(seconds.map(fix), marks, options))).toEqual(expected);
  });
});

describe('replayTrip with marks', () => {
  const readings = drive(NOON + 5_000, [{ seconds: 120, speed: 9 }], 4, 3);
  const last = readings[readings.length - 1]?.timestamp ?? NOON;

  it('without marks starts at the first fix and stops at the last', () => {
    const plain = replayTrip(readings, options);
    expect(plain.startedAt).toBe(readings[0]?.timestamp);
    expect(plain.stoppedAt).toBe(last);
  });

  it.each([
    ['start 5 s before the first fix', { startAt: NOON, stopAt: last, background: [] }, false],
    [
      'a minute caught up after the ride',
      { startAt: NOON, stopAt: last + 61_000, background: [{ from: last + 500, to: last + 60_500 }] },
      true,
    ],
  ])('%s: the same as the events run one by one', (_label, marks, catchup) => {
    const replayed = replayTrip(readings, { ...options, marks });
    const direct = runEvents(tripEvents(readings, marks, options));
    expect(replayed.price).toBe(direct.price);
    expect(replayed.startedAt).toBe(NOON);
    expect(replayed.usedBackgroundCatchup).toBe(catchup);
    expect(replayed.waitingSeconds).toBeGreaterThan(replayTrip(readings, options).waitingSeconds);
  });
});
