/** The localStorage key of the saved trips (lib/saved-trips.ts), apart so the hook can look without zod. */
export const SAVED_TRIPS_KEY = 'planner:saved-trips';
