import { useEffect, useState, useSyncExternalStore } from 'react';
import type * as SavedTripsModule from '../lib/saved-trips';
import type { SavedTrip } from '../lib/saved-trips';
import { loadOnce } from '@/lib/load-once';
import { SAVED_TRIPS_KEY } from '../lib/saved-trips-key';

type SavedTripsApi = typeof SavedTripsModule;

// The saved trips' module checks the stored list with zod (the itinerary's contract), which the planner's
// first screen goes without (ADR 022): it loads when the device holds saved trips, or with the first save.
let asked = false;
const whenLoaded = new Set<(api: SavedTripsApi) => void>();

/** The saved trips' functions (save, delete, the list), fetched once; a failed fetch is tried again. */
export const loadSavedTrips: () => Promise<SavedTripsApi> = loadOnce(async () => {
  asked = true;
  const api = await import('../lib/saved-trips');
  for (const listener of whenLoaded) listener(api);
  return api;
});

function anyTripStored(): boolean {
  try {
    return window.localStorage.getItem(SAVED_TRIPS_KEY) !== null;
  } catch {
    return false;
  }
}

const NO_TRIPS: SavedTrip[] = [];
const noTrips = () => NO_TRIPS;
const noChanges = () => () => undefined;

/** The trips saved on this device; none while a page rendered ahead of time hydrates. */
export function useSavedTrips(): SavedTrip[] {
  const [api, setApi] = useState<SavedTripsApi | null>(null);
  useEffect(() => {
    whenLoaded.add(setApi);
    if (asked || anyTripStored()) void loadSavedTrips().then(setApi, () => undefined);
    return () => void whenLoaded.delete(setApi);
  }, []);
  return useSyncExternalStore(
    api?.subscribeSavedTrips ?? noChanges,
    api?.savedTripsSnapshot ?? noTrips,
    api?.serverSavedTrips ?? noTrips,
  );
}
