import { z } from 'zod';
import { itinerary } from '@mizan/contracts/itinerary';
import { CITY_SLUGS } from '@mizan/domain/places/city';
import { INTERESTS } from '@mizan/domain/planner/catalog-place';
import { DIETS, TRANSPORTS, TRAVELERS } from '@mizan/domain/planner/trip-form';
import { jsonItem } from '@/lib/storage';
import { CURRENT_PLAN_KEY, SAVED_TRIPS_KEY } from './saved-trips-key';
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

export const savedTripsStore = jsonItem('local', SAVED_TRIPS_KEY, z.array(savedTrip));

/**
 * The plan on screen for the tab's life, so that a reload (or Back and forward again) shows it instead of an empty
 * wizard; the same facts as a saved trip, without Google's content.
 */
export const currentPlanStore = jsonItem(
  'session',
  CURRENT_PLAN_KEY,
  z.object({ form: savedForm, itinerary }),
);

export function readSavedTrips(): SavedTrip[] {
  return savedTripsStore.read() ?? [];
}

// The list as an external store for useSyncExternalStore: a page rendered ahead of time (and its hydration)
// shows no saved trips, the browser's list comes right after, with no mismatch between the two.
const NO_TRIPS: SavedTrip[] = [];
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; trips: SavedTrip[] } | null = null;

function rawSavedTrips(): string | null {
  try {
    return window.localStorage.getItem(savedTripsStore.key);
  } catch {
    return null;
  }
}

/** The stored list, the same array as long as the stored text is unchanged (another tab may change it). */
export function savedTripsSnapshot(): SavedTrip[] {
  const raw = rawSavedTrips();
  if (snapshot?.raw !== raw) snapshot = { raw, trips: readSavedTrips() };
  return snapshot.trips;
}

export const serverSavedTrips = (): SavedTrip[] => NO_TRIPS;

export function subscribeSavedTrips(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === savedTripsStore.key) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function writeSavedTrips(list: SavedTrip[]) {
  savedTripsStore.write(list);
  for (const listener of listeners) listener();
}

/** Keeps the trip first in the list (newest first, at most MAX_SAVED_TRIPS). */
export function saveTrip(form: WizardForm, plan: Itinerary, now: Date = new Date()): void {
  if (!form.destination) return;
  const trip: SavedTrip = {
    id: `${form.destination}-${form.startDate}-${now.getTime()}`,
    savedAt: now.toISOString(),
    form: { ...form, destination: form.destination },
    itinerary: {
      days: plan.days.map((day) => ({
        ...day,
        locations: day.locations.map((location) => ({ ...location })),
      })),
      practicalInfo: plan.practicalInfo,
      metadata: plan.metadata,
    },
  };
  writeSavedTrips([trip, ...readSavedTrips()].slice(0, MAX_SAVED_TRIPS));
}

export function deleteTrip(id: string): void {
  writeSavedTrips(readSavedTrips().filter((trip) => trip.id !== id));
}
