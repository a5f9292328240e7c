import type { CitySlug } from '../places/city';
import type { Language } from '../text/language';
import type { Interest } from './catalog-place';

// The trip form of the planner's wizard (spec 2 "Trip planner", 3 "Trip form", 5).

export const TRAVELERS = ['solo', 'couple', 'family', 'friends'] as const;
export type Travelers = (typeof TRAVELERS)[number];

export const TRANSPORTS = ['walking', 'taxi', 'bus', 'car', 'train', 'driver'] as const;
export type Transport = (typeof TRANSPORTS)[number];

export const DIETS = ['none', 'vegetarian', 'vegan', 'halal', 'gluten-free'] as const;
export type Diet = (typeof DIETS)[number];

export const BUDGETS = [1, 2, 3] as const;
/** 1 economy, 2 comfort, 3 luxury. */
export type Budget = (typeof BUDGETS)[number];

export const MIN_DURATION_DAYS = 1;
export const MAX_DURATION_DAYS = 10;
export const SPECIAL_REQUESTS_MAX_LENGTH = 500;

export interface TripForm {
  destination: CitySlug;
  /** Whole days, 1 to 10. */
  duration: number;
  travelers: Travelers;
  /** 'YYYY-MM-DD', the first day's date; it gives each day's weekday, hence the opening hours. */
  startDate: string;
  interests: readonly Interest[];
  budget: Budget;
  transport: readonly Transport[];
  /** 'none', or the diets every meal must serve. Empty means 'none'. */
  diet: readonly Diet[];
  specialRequests: string;
  /** Language of the plan's prose (titles, tips, descriptions). */
  language: Language;
}

/** Modes that move a traveller between sights inside a town. A train does not, so ['walking', 'train'] walks. */
const IN_TOWN_VEHICLES: ReadonlySet<Transport> = new Set(['taxi', 'bus', 'car', 'driver']);

/** No vehicle inside town: each day's stops stay within a walking radius and nothing out of town is planned. */
export function isWalkingOnly(form: Pick<TripForm, 'transport'>): boolean {
  return !form.transport.some((mode) => IN_TOWN_VEHICLES.has(mode));
}

/** A car or a driver can take the traveller on a day trip near the city. */
export function canTakeDayTrips(form: Pick<TripForm, 'transport'>): boolean {
  return form.transport.includes('car') || form.transport.includes('driver');
}
