import { z } from 'zod/mini';
import type { GpsReading } from '@mizan/domain/gps-reading';
import type { BackgroundSpan, TripMarks } from '@mizan/domain/taximeter-replay';

/**
 * What the meter keeps of a trip: the fixes it fed the engine and its marks (start, stop, background spans).
 * The engine state is rebuilt from it (after a reload, a crash) and the GPX export is written from it.
 */
export interface TripRecord {
  version: 1;
  city: string;
  startAt: number;
  stopAt: number | null;
  background: BackgroundSpan[];
  /** When the page went to the background and has not come back yet. */
  hiddenAt: number | null;
  /** Last moment the page was known alive (display tick): a crashed tab's gap starts here. */
  aliveAt: number;
  readings: GpsReading[];
  /** The free run's paywall was already shown for this trip (a non-holder back from /pay gets the fare). */
  paywalled: boolean;
}

export function tripMarks(record: TripRecord): TripMarks {
  return { startAt: record.startAt, stopAt: record.stopAt, background: record.background };
}

const instant = z.number().check(z.gte(0), z.refine(Number.isFinite));
const optionalNumber = z.optional(z.nullable(z.number().check(z.refine(Number.isFinite))));

const readingSchema = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  timestamp: instant,
  accuracy: optionalNumber,
  speed: optionalNumber,
  hdop: optionalNumber,
});

const spanSchema = z
  .object({ from: instant, to: instant })
  .check(z.refine((s) => s.to >= s.from, 'span ends before it starts'));

const recordSchema = z
  .object({
    version: z.literal(1),
    city: z.string().check(z.minLength(1)),
    startAt: instant,
    stopAt: z.nullable(instant),
    background: z.array(spanSchema),
    hiddenAt: z.nullable(instant),
    aliveAt: instant,
    readings: z.array(readingSchema),
    paywalled: z.boolean(),
  })
  .check(
    z.refine(
      (r) =>
        (r.stopAt === null || r.stopAt >= r.startAt) &&
        r.readings.every(
          (reading, i) =>
            reading.timestamp >= r.startAt && reading.timestamp > (r.readings[i - 1]?.timestamp ?? -1),
        ),
      'marks and readings out of order',
    ),
  );

/** localStorage (not session): a running meter must outlive a crashed or closed tab. */
export const TRIP_RECORD_KEY = 'taximeter_trip';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored trip, or null when absent or not a valid record (edited by hand, left by another version). */
export function readTripRecord(): TripRecord | null {
  try {
    const raw = storage()?.getItem(TRIP_RECORD_KEY);
    if (!raw) return null;
    const parsed = recordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeTripRecord(record: TripRecord): void {
  try {
    storage()?.setItem(TRIP_RECORD_KEY, JSON.stringify(record));
  } catch {
    // A full or disabled storage only loses the resume after a reload; the running meter is unaffected.
  }
}
