import { describe, expect, it } from 'vitest';
import { parseGpxTrip } from '@mizan/domain/meter/gpx';
import type { GpsReading } from '@mizan/domain/meter/gps-reading';
import { replayTrip } from '@mizan/domain/meter/taximeter-replay';
import { drive } from '@mizan/domain/test-support/taximeter-test-trips';
import { REFERENCE_CITY, meterTariff } from './meter-city';
import { MAX_RESUME_GAP_MS, applyToSession, resumeSession, startSession } from './meter-session';
import type { MeterSession, SessionEvent } from './meter-session';
import { tripGpx } from './trip-export';

// 14:00 in Casablanca; NIGHT is 20:58, two minutes before the night window.
const DAY = Date.parse('2026-07-01T13:00:00Z');
const NIGHT = Date.parse('2026-07-01T19:58:00Z');

const apply = (session: MeterSession, events: SessionEvent[]) => events.reduce(applyToSession, session);

/**
 * What the hook does during a ride: a tick every second, the fixes as they arrive (a little after their own
 * timestamp), the page hidden then shown again with one fresh position, and stop.
 */
function ride(
  startAt: number,
  readings: GpsReading[],
  hidden: { from: number; to: number } | null,
  stopAt: number,
) {
  const fixes = readings.map((reading) => ({
    at: reading.timestamp + 180,
    event: { type: 'fix', reading } as SessionEvent,
  }));
  const ticks: { at: number; event: SessionEvent }[] = [];
  for (let t = startAt + 1000; t < stopAt; t += 1000) ticks.push({ at: t, event: { type: 'tick', at: t } });
  const page = hidden
    ? [
        { at: hidden.from, event: { type: 'hidden', at: hidden.from } as SessionEvent },
        { at: hidden.to, event: { type: 'visible', at: hidden.to } as SessionEvent },
      ]
    : [];
  const timeline = [...fixes, ...ticks, ...page].sort((a, b) => a.at - b.at).map((e) => e.event);
  return apply(startSession(startAt), [...timeline, { type: 'stop', at: stopAt }]);
}

function replayExport(session: MeterSession) {
  const trip = parseGpxTrip(tripGpx(session.record));
  if (!trip.marks) throw new Error('the export lost its marks');
  return replayTrip(trip.readings, {
    tariff: meterTariff(REFERENCE_CITY),
    city: REFERENCE_CITY,
    marks: trip.marks,
  });
}

describe('an exported trip replays to the fare the card showed', () => {
  const streets = (t0: number) =>
    drive(
      t0 + 2_000,
      [
        { seconds: 90, speed: 9 },
        { seconds: 60, speed: 0 },
        { seconds: 40, speed: 1.2 },
        { seconds: 150, speed: 11 },
      ],
      6,
      7,
    );
  it.each([
    ['a day ride, no background', DAY, null],
    ['a day ride with 95 s in the background mid-ride', DAY, { from: DAY + 120_400, to: DAY + 215_400 }],
    [
      'a ride started just before 21:00 (night not locked)',
      NIGHT,
      { from: NIGHT + 60_000, to: NIGHT + 200_000 },
    ],
  ])('%s', (_label, t0, hidden) => {
    const readings = streets(t0).filter(
      (r) => !hidden || r.timestamp + 180 < hidden.from || r.timestamp >= hidden.to,
    );
    const live = ride(t0, readings, hidden, t0 + 348_500);
    expect(live.state.finalized).toBe(true);
    expect(live.state.distanceKm).toBeGreaterThan(1);
    expect(live.state.usedBackgroundCatchup).toBe(hidden !== null);
    const replayed = replayExport(live);
    expect(replayed.price).toBe(live.state.price);
    expect(replayed.distanceMeters).toBe(live.state.distanceMeters);
    expect(replayed.waitingSeconds).toBe(live.state.waitingSeconds);
    expect(replayed.tariffNightAtStart).toBe(live.state.tariffNightAtStart);
  });
});

describe('fixes the record keeps', () => {
  const at = (s: number) => DAY + s * 1000;
  const fix = (s: number): SessionEvent => ({
    type: 'fix',
    reading: { lat: 33.59, lng: -7.61, accuracy: 5, timestamp: at(s) },
  });
  it.each<[string, SessionEvent[], number[]]>([
    ['in order', [fix(1), fix(2), fix(3)], [1, 2, 3]],
    ['older than the start', [fix(-2), fix(1)], [1]],
    ['repeated or out of order', [fix(2), fix(2), fix(1), fix(3)], [2, 3]],
    [
      'none while hidden, none older than the return',
      [fix(1), { type: 'hidden', at: at(2) }, fix(3), { type: 'visible', at: at(9) }, fix(8), fix(10)],
      [1, 10],
    ],
    ['none after stop', [fix(1), { type: 'stop', at: at(2) }, fix(3)], [1]],
  ])('%s', (_label, events, kept) => {
    const session = apply(startSession(DAY), events);
    expect(session.record.readings.map((r) => (r.timestamp - DAY) / 1000)).toEqual(kept);
  });

  it('stopping while hidden keeps the span it caught up', () => {
    const session = apply(startSession(DAY), [
      fix(1),
      { type: 'hidden', at: at(5) },
      { type: 'stop', at: at(65) },
    ]);
    expect(session.record.background).toEqual([{ from: at(5), to: at(65) }]);
    expect(session.state.usedBackgroundCatchup).toBe(true);
    expect(replayExport(session).price).toBe(session.state.price);
  });
});

describe('resume after a reload or a crash', () => {
  const readings = drive(DAY + 1_000, [{ seconds: 120, speed: 10 }], 5, 3);
  const before = readings.slice(0, 61);
  const after = readings.slice(100);
  const lastBefore = before[before.length - 1]?.timestamp ?? DAY;

  it.each([
    ['a crash: the gap runs from the last tick', null, lastBefore + 400],
    ['closed while hidden: the gap runs from the hiding', lastBefore + 700, lastBefore + 900],
  ])('%s', (_label, hiddenAt, aliveAt) => {
    const running = apply(
      startSession(DAY),
      before.map((reading) => ({ type: 'fix', reading }) as SessionEvent),
    );
    const stored = { ...running.record, aliveAt, hiddenAt };
    const reopened = lastBefore + 38_000;
    const resumed = resumeSession(stored, reopened);
    const from = hiddenAt ?? aliveAt;
    expect(resumed.state.active).toBe(true);
    expect(resumed.state.usedBackgroundCatchup).toBe(true);
    expect(resumed.record.background).toEqual([{ from, to: reopened }]);
    expect(resumed.state.waitingSeconds - running.state.waitingSeconds).toBeGreaterThanOrEqual(
      (reopened - from) / 1000,
    );
    // The fresh position after the return catches the distance up; the trip still replays exactly.
    const stopped = apply(resumed, [
      ...after.map((reading) => ({ type: 'fix', reading }) as SessionEvent),
      { type: 'stop', at: reopened + 30_000 },
    ]);
    expect(stopped.state.distanceMeters).toBeGreaterThan(running.state.distanceMeters + 500);
    expect(replayExport(stopped).price).toBe(stopped.state.price);
  });

  it('a meter left running when the tab was closed is stopped where the page was last seen, not billed for the night', () => {
    const running = apply(
      startSession(DAY),
      before.map((reading) => ({ type: 'fix', reading }) as SessionEvent),
    );
    const stored = { ...running.record, aliveAt: lastBefore + 400 };
    const back = resumeSession(stored, lastBefore + 400 + MAX_RESUME_GAP_MS + 1);
    expect(back.state.finalized).toBe(true);
    expect(back.record.stopAt).toBe(lastBefore + 400);
    expect(back.state.usedBackgroundCatchup).toBe(false);
    expect(back.state.waitingSeconds).toBeLessThan(60);
    expect(replayExport(back).price).toBe(back.state.price);
  });

  it('a stopped trip comes back stopped, with its fare', () => {
    const stopped = apply(startSession(DAY), [
      ...before.map((reading) => ({ type: 'fix', reading }) as SessionEvent),
      { type: 'stop', at: lastBefore + 5_000 },
    ]);
    const back = resumeSession(stopped.record, lastBefore + 3_600_000);
    expect(back.state.finalized).toBe(true);
    expect(back.state.price).toBe(stopped.state.price);
    expect(back.record.background).toEqual([]);
  });
});
