// The planner's storage keys (lib/saved-trips.ts), apart so its hooks can look for them without zod.

/** localStorage: the trips the visitor saved. */
export const SAVED_TRIPS_KEY = 'planner:saved-trips';
/** sessionStorage: the plan on screen, so that a reload shows it again. */
export const CURRENT_PLAN_KEY = 'planner:plan';
