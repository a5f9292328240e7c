import { z } from 'zod';
import { CITY_ALIASES, CITY_SLUGS } from '@mizan/domain/places/city';
import { INTERESTS, LOCATION_TYPES } from '@mizan/domain/planner/catalog-place';
import { parseIsoDate } from '@mizan/domain/planner/calendar';
import { ITINERARY_SOURCES, type Itinerary } from '@mizan/domain/planner/itinerary';
import {
  DIETS,
  MAX_DURATION_DAYS,
  MIN_DURATION_DAYS,
  SPECIAL_REQUESTS_MAX_LENGTH,
  TRANSPORTS,
  TRAVELERS,
  type TripForm,
} from '@mizan/domain/planner/trip-form';
import { slugify } from '@mizan/domain/text/slug';
import { LANGUAGES } from '@mizan/domain/text/language';
import { withCsrf } from './csrf';
import { text } from './text';

// The trip planner's call (spec 3 "Trip form", "Itinerary", "Location"; spec 5; spec 7 generate-itinerary).

/** 'Marrakesh', 'Fez', 'Fès' and ' marrakech ' all name one of the eight destinations (spec 9 aliases). */
const destination = text()
  .max(40)
  .transform((text) => {
    const slug = slugify(text.trim());
    return CITY_ALIASES[slug] ?? slug;
  })
  .pipe(z.enum(CITY_SLUGS, { error: 'must be one of the eight destinations' }));

/** A list of known ids, at least `min`, each once (a repeated toggle counts once). */
const idList = <const T extends readonly [string, ...string[]]>(ids: T, min: number, message: string) =>
  z
    .array(z.enum(ids))
    .max(ids.length * 2)
    .transform((list) => [...new Set(list)])
    .refine((list) => list.length >= min, message);

const isoDate = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD date')
  .refine((text) => parseIsoDate(text) !== null, 'must be a real calendar date');

/** The form's fields; `tripForm` is the plain form, `generateItineraryRequest` the protected POST body. */
export const tripFormShape = {
  destination,
  duration: z
    .number()
    .int('must be whole days')
    .min(MIN_DURATION_DAYS, 'must be at least 1 day')
    .max(MAX_DURATION_DAYS, 'please select 10 days or fewer'),
  travelers: z.enum(TRAVELERS).default('solo'),
  startDate: isoDate,
  interests: idList(INTERESTS, 1, 'choose at least one interest'),
  budget: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
  transport: idList(TRANSPORTS, 1, 'choose at least one way to get around'),
  diet: idList(DIETS, 0, '').default([]),
  specialRequests: text().max(SPECIAL_REQUESTS_MAX_LENGTH, 'must be 500 characters or fewer').default(''),
  /** Language of the plan's prose; the interface language. */
  language: z.enum(LANGUAGES).default('en'),
};

export const tripForm = z.object(tripFormShape) satisfies z.ZodType<TripForm>;
export type TripFormInput = z.input<typeof tripForm>;

export const generateItineraryRequest = withCsrf(tripFormShape);
export type GenerateItineraryRequest = z.infer<typeof generateItineraryRequest>;

const clockRange = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, "must be an 'HH:MM-HH:MM' range");

export const itineraryLocation = z.object({
  name: z.string().min(1),
  time: clockRange,
  description: z.string(),
  type: z.enum(LOCATION_TYPES),
  tips: z.string(),
  /** Text in MAD for one person ('Free', '70 MAD', '80-150 MAD'). */
  price: z.string(),
  /** Catalog id; absent only in the generic fallback plan. */
  placeId: z.string().optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  nameAr: z.string().optional(),
  link: z.url({ protocol: /^https$/ }).optional(),
});

export const itineraryDay = z.object({
  day: z.number().int().min(1),
  date: isoDate,
  title: z.string(),
  theme: z.string(),
  locations: z.array(itineraryLocation),
  dailyTips: z.array(z.string()),
});

export const practicalInfo = z.object({
  transport: z.string(),
  budget: z.union([z.string(), z.record(z.string(), z.string())]),
  tips: z.array(z.string()),
});

export const itineraryMetadata = z.object({
  source: z.enum(ITINERARY_SOURCES),
  fallbackReason: z.string().max(200).optional(),
  specialRequest: z
    .object({ text: z.string(), matchedTerms: z.array(z.string()), placeIds: z.array(z.string()) })
    .optional(),
});

export const itinerary = z.object({
  days: z.array(itineraryDay).min(MIN_DURATION_DAYS).max(MAX_DURATION_DAYS),
  practicalInfo,
  metadata: itineraryMetadata,
}) satisfies z.ZodType<Itinerary>;
export type ItineraryResponse = z.infer<typeof itinerary>;

export const generateItineraryResponse = itinerary;
