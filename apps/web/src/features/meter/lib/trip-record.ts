import { z } from 'zod';
import type { Tariff } from '@mizan/domain/fare/tariff';
import type { GpsReading } from '@mizan/domain/meter/gps-reading';
import type { BackgroundSpan, TripMarks } from '@mizan/domain/meter/taximeter-replay';
import { jsonItem } from '@/lib/storage';
import { meterTariff } from './meter-city';
import { TRIP_RECORD_KEY } from './meter-idle';

/**
 * What the meter keeps of a trip: the fixes it fed the engine and its marks (start, stop, background spans).
 * The engine state is rebuilt from it (after a reload, a crash) and the GPX export is written from it.
 */
export interface TripRecord {
  version: 1;
  /** The tariff city the ride is billed in (a slug of packages/data's TARIFF_CITIES). */
  city: string;
  /**
   * The tariff as it was at start, so a ride resumed after a release that changed the city's figures keeps
   * its own. Absent in records written before issue 17: the city's current tariff.
   */
  tariff?: Tariff;
  /** The city chosen before Start when the first precise fix placed the taxi in another (the card says so). */
  switchedFrom?: string;
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

/** The tariff a record bills with: its own, or for an older record its city's. */
export const recordTariff = (record: TripRecord): Tariff => record.tariff ?? meterTariff(record.city);

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
  // The motion sensor's reading (ADR 007, round 7): kept, so that a resumed ride replays what the live one billed.
  vibration: optionalNumber,
});

const hhmm = z.string().regex(/^\d{2}:\d{2}$/);
const centimes = z.number().int().nonnegative();

const tariffSchema = z.object({
  name: z.string().min(1),
  citation: z.string(),
  pickup: centimes,
  pricePerSegment: centimes,
  segmentDistanceInMeters: z.number().positive(),
  waitMinute: centimes,
  minFare: centimes,
  nightMinFare: centimes.optional(),
  nightSurcharge: z.number().positive(),
  nightStartTime: hhmm,
  nightEndTime: hhmm,
  nightRule: z
    .discriminatedUnion('kind', [
      z.object({
        kind: z.literal('seasonal'),
        windows: z
          .array(z.object({ months: z.array(z.number().int().min(1).max(12)), start: hhmm, end: hhmm }))
          .min(1),
      }),
      z.object({
        kind: z.literal('maghrib'),
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
        end: hhmm,
      }),
    ])
    .optional(),
  source: z.string(),
  effectiveFrom: z.string(),
});

const spanSchema = z
  .object({ from: instant, to: instant })
  .refine((s) => s.to >= s.from, 'span ends before it starts');

const recordSchema = z
  .object({
    version: z.literal(1),
    city: z.string().min(1),
    tariff: tariffSchema.optional(),
    switchedFrom: z.string().min(1).optional(),
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
