import { useSyncExternalStore } from 'react';
import { savedTripsSnapshot, serverSavedTrips, subscribeSavedTrips } from '../lib/saved-trips';
import type { SavedTrip } from '../lib/saved-trips';

/** The trips saved on this device; none while a page rendered ahead of time hydrates. */
export function useSavedTrips(): SavedTrip[] {
  return useSyncExternalStore(subscribeSavedTrips, savedTripsSnapshot, serverSavedTrips);
}
