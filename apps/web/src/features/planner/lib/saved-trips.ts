import { z } from 'zod';
import { itinerary } from '@mizan/contracts/itinerary';
import { CITY_SLUGS } from '@mizan/domain/places/city';
import { INTERESTS } from '@mizan/domain/planner/catalog-place';
import { DIETS, TRANSPORTS, TRAVELERS } from '@mizan/domain/planner/trip-form';
import { jsonItem } from '@/lib/storage';
import type { WizardForm } from './wizard-form';
import type { Itinerary } from '@mizan/domain/planner/itinerary';

// Saved trips, kept on the device so they open without a connection. Only our own facts are kept (the form
// and the plan: names, times, prices, catalog ids, coordinates); Google's ratings, reviews and photos are
// not stored (ADR 016) and show again only when looked up online.

export const MAX_SAVED_TRIPS = 20;

const savedForm = z.object({
  destination: z.enum(CITY_SLUGS),
  duration: z.number().int().min(1).max(10),
  travelers: z.enum(TRAVELERS),
  startDate: z.string(),
  interests: z.array(z.enum(INTERESTS)),
  budget: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  transport: z.array(z.enum(TRANSPORTS)),
  diet: z.array(z.enum(DIETS)),
  specialRequests: z.string(),
});

const savedTrip = z.object({ id: z.string(), savedAt: z.string(), form: savedForm, itinerary });
export type SavedTrip = z.infer<typeof savedTrip>;

export const savedTripsStore = jsonItem('local', 'planner:saved-trips', z.array(savedTrip));

export function readSavedTrips(): SavedTrip[] {
  return savedTripsStore.read() ?? [];
}

/** Keeps the trip first in the list (newest first, at most MAX_SAVED_TRIPS) and answers the new list. */
export function saveTrip(form: WizardForm, plan: Itinerary, now: Date = new Date()): SavedTrip[] {
  if (!form.destination) return readSavedTrips();
  const trip: SavedTrip = {
    id: `${form.destination}-${form.startDate}-${now.getTime()}`,
    savedAt: now.toISOString(),
    form: { ...form, destination: form.destination },
    itinerary: {
      days: plan.days.map((day) => ({ ...day, locations: day.locations.map((location) => ({ ...location })) })),
      practicalInfo: plan.practicalInfo,
      metadata: plan.metadata,
    },
  };
  const list = [trip, ...readSavedTrips()].slice(0, MAX_SAVED_TRIPS);
  savedTripsStore.write(list);
  return list;
}

export function deleteTrip(id: string): SavedTrip[] {
  const list = readSavedTrips().filter((trip) => trip.id !== id);
  savedTripsStore.write(list);
  return list;
}
