// What the idle card needs before Start, without the engine and the trip record's zod schema (ADR 022):
// whether the device holds a ride to resume (the city and its tariff are in meter-city.ts).

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
