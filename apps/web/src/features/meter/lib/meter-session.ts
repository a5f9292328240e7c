import { isUsableReading } from '@mizan/domain/meter/gps-reading';
import type { GpsReading } from '@mizan/domain/meter/gps-reading';
import { taximeterReducer } from '@mizan/domain/meter/taximeter';
import type { TaximeterEvent, TaximeterState } from '@mizan/domain/meter/taximeter';
import { runEvents, tripEvents } from '@mizan/domain/meter/taximeter-replay';
import { REFERENCE_CITY, meterTariff } from './meter-city';
import { placesCity, switchCityAt } from './meter-city-area';
import { recordTariff, tripMarks } from './trip-record';
import type { TripRecord } from './trip-record';

/** The engine state and the record it was built from, always updated together. */
export interface MeterSession {
  record: TripRecord;
  state: TaximeterState;
}

/** The engine's events but 'start' (a session starts with startSession), and the free run's end. */
export type SessionEvent = Exclude<TaximeterEvent, { type: 'start' }> | { type: 'paywalled' };

/** A new ride billed with `city`'s tariff, which the record keeps. */
export function startSession(at: number, city: string = REFERENCE_CITY): MeterSession {
  const record: TripRecord = {
    version: 1,
    city,
    tariff: meterTariff(city),
    startAt: at,
    stopAt: null,
    background: [],
    hiddenAt: null,
    aliveAt: at,
    readings: [],
    paywalled: false,
  };
  return { record, state: rebuild(record) };
}

/** The engine state a record stands for: its events replayed (the browser's own, in its order). */
export function rebuild(record: TripRecord): TaximeterState {
  return runEvents(
    tripEvents(record.readings, tripMarks(record), { tariff: recordTariff(record), city: record.city }),
  );
}

/**
 * A fix is kept only if it moves the record forward in time: not while in the background (spec 4: the
 * return catches up instead), not older than the start, the last fix or the last catch-up. So every kept
 * fix is one the engine used, and the replay of the record puts each event back in the browser's order.
 */
function acceptsFix(record: TripRecord, reading: GpsReading): boolean {
  const lastFix = record.readings[record.readings.length - 1]?.timestamp ?? -Infinity;
  return (
    record.hiddenAt === null && reading.timestamp > lastFix && reading.timestamp >= recordedUntil(record)
  );
}

/**
 * The city the ride moves to with this fix (ADR 018): the first fix precise enough to place the taxi decides,
 * while no distance has been billed; in another tariff city's area it switches, anywhere else the chosen city
 * stays. Null when nothing changes.
 */
function cityAfterFix(session: MeterSession, reading: GpsReading): string | null {
  const placed = (r: GpsReading) => isUsableReading(r) && placesCity(r);
  if (!placed(reading) || session.state.distanceMeters > 0 || session.record.readings.some(placed))
    return null;
  return switchCityAt(session.record.city, reading);
}

/**
 * The ride moved to `city`'s tariff: the record names it and where it came from, and the engine state is
 * rebuilt from the record, so everything since Start (the pickup, the waiting before the fix) is billed by it.
 */
function switchCity(record: TripRecord, city: string): MeterSession {
  const switched: TripRecord = {
    ...record,
    city,
    tariff: meterTariff(city),
    switchedFrom: record.switchedFrom ?? record.city,
  };
  return { record: switched, state: rebuild(switched) };
}

/** The latest moment the record accounts for; a background span may not start before it. */
function recordedUntil(record: TripRecord): number {
  return Math.max(
    record.startAt,
    record.readings[record.readings.length - 1]?.timestamp ?? -Infinity,
    record.background[record.background.length - 1]?.to ?? -Infinity,
  );
}

/** One event applied to both the engine and the record. A stopped meter ignores everything. */
export function applyToSession(session: MeterSession, event: SessionEvent): MeterSession {
  const { record, state } = session;
  if (record.stopAt !== null) return session;
  switch (event.type) {
    case 'fix': {
      if (!acceptsFix(record, event.reading)) return session;
      const city = cityAfterFix(session, event.reading);
      const next = { ...record, readings: [...record.readings, event.reading] };
      if (city) return switchCity(next, city);
      return { record: next, state: taximeterReducer(state, event) };
    }
    case 'tick':
      return {
        record: { ...record, aliveAt: Math.max(record.aliveAt, event.at) },
        state: taximeterReducer(state, event),
      };
    case 'hidden': {
      if (record.hiddenAt !== null) return session;
      const at = Math.max(event.at, recordedUntil(record));
      return { record: { ...record, hiddenAt: at }, state: taximeterReducer(state, { type: 'hidden', at }) };
    }
    case 'visible': {
      if (record.hiddenAt === null) return session;
      const span = { from: record.hiddenAt, to: Math.max(record.hiddenAt, event.at) };
      return {
        record: { ...record, hiddenAt: null, aliveAt: span.to, background: [...record.background, span] },
        state: taximeterReducer(state, { type: 'visible', at: span.to }),
      };
    }
    case 'stop': {
      const stopped = taximeterReducer(state, event);
      const stopAt = stopped.stoppedAt ?? event.at;
      // Stopped while in the background: the engine catches that span up at stop, so the record keeps it.
      const background =
        record.hiddenAt === null
          ? record.background
          : [...record.background, { from: record.hiddenAt, to: stopAt }];
      return { record: { ...record, stopAt, hiddenAt: null, background }, state: stopped };
    }
    case 'paywalled':
      return { ...session, record: { ...record, paywalled: true } };
  }
}

/** A city ride is long over after this: a meter the page left running longer is closed, not resumed. */
export const MAX_RESUME_GAP_MS = 2 * 60 * 60_000;

/**
 * A stored record back as a session. A trip still running when the page died resumes: the time since the
 * page was last seen (hidden, or its last tick) is the spec's background catch-up, counted as waiting; the
 * caller then reads a fresh position to catch up the distance. After a longer gap (a meter forgotten when
 * the tab was closed) the trip is stopped where the page was last seen, rather than billed for the night.
 */
export function resumeSession(stored: TripRecord, now: number): MeterSession {
  if (stored.stopAt !== null) return { record: stored, state: rebuild(stored) };
  const from = Math.max(stored.hiddenAt ?? stored.aliveAt, recordedUntil(stored));
  if (now - from > MAX_RESUME_GAP_MS) {
    const closed: TripRecord = { ...stored, hiddenAt: null, stopAt: from };
    return { record: closed, state: rebuild(closed) };
  }
  const record: TripRecord = {
    ...stored,
    hiddenAt: null,
    aliveAt: Math.max(stored.aliveAt, now),
    background: now > from ? [...stored.background, { from, to: now }] : stored.background,
  };
  return {
    record,
    state: taximeterReducer(rebuild(record), { type: 'tick', at: Math.max(now, record.aliveAt) }),
  };
}
