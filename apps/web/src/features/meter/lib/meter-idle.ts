import { tariffFor } from '@mizan/data/tariffs';

// What the idle card needs before Start, without the engine and the trip record's zod schema (ADR 022): the
// city's tariff (pickup price, night window) and whether the device holds a ride to resume.

/** Spec 3: the meter's city is fixed to Casablanca. */
export const METER_CITY = 'casablanca';

export const meterTariff = (city: string) => tariffFor(city).tariff;

/** localStorage (not session): a running meter must outlive a crashed or closed tab. */
export const TRIP_RECORD_KEY = 'taximeter_trip';

/** Whether a trip is stored, valid or not: only then does the page load the engine at mount to resume it. */
export function hasStoredTrip(): boolean {
  try {
    return window.localStorage.getItem(TRIP_RECORD_KEY) !== null;
  } catch {
    return false;
  }
}
