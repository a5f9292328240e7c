import { z } from 'zod';
import type { GpsReading } from '@mizan/domain/meter/gps-reading';
import type { BackgroundSpan, TripMarks } from '@mizan/domain/meter/taximeter-replay';
import { jsonItem } from '@/lib/storage';
import { TRIP_RECORD_KEY } from './meter-idle';

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

// Classic zod, loaded with the engine (Start, or a stored ride to resume), as the taxi contracts are with their requests.
const instant = z.number().finite().nonnegative();
const optionalNumber = z.number().finite().nullable().optional();

const readingSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  timestamp: instant,
  accuracy: optionalNumber,
  speed: optionalNumber,
  hdop: optionalNumber,
});

const spanSchema = z
  .object({ from: instant, to: instant })
  .refine((s) => s.to >= s.from, 'span ends before it starts');

const recordSchema = z
  .object({
    version: z.literal(1),
    city: z.string().min(1),
    startAt: instant,
    stopAt: instant.nullable(),
    background: z.array(spanSchema),
    hiddenAt: instant.nullable(),
    aliveAt: instant,
    readings: z.array(readingSchema),
    paywalled: z.boolean(),
  })
  .refine(
    (r) =>
      (r.stopAt === null || r.stopAt >= r.startAt) &&
      r.readings.every(
        (reading, i) =>
          reading.timestamp >= r.startAt && reading.timestamp > (r.readings[i - 1]?.timestamp ?? -1),
      ),
    'marks and readings out of order',
  );

/** The stored trip; reads null when absent or not a valid record (edited by hand, left by another version). */
export const tripRecordStore = jsonItem<TripRecord>('local', TRIP_RECORD_KEY, recordSchema);
