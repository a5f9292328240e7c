import { CITY_SLUGS } from '@mizan/domain/places/city';
import type { CitySlug } from '@mizan/domain/places/city';
import type { Interest } from '@mizan/domain/planner/catalog-place';
import { MAX_DURATION_DAYS, MIN_DURATION_DAYS, TRAVELERS } from '@mizan/domain/planner/trip-form';
import type { Budget, Diet, Transport, Travelers, TripForm } from '@mizan/domain/planner/trip-form';
import type { Language } from '@mizan/domain/text/language';

// The wizard's form (spec 2 "Trip planner", 3 "Trip form") and its per-step checks (spec 5).

export const STEPS = [1, 2, 3, 4] as const;
export type Step = (typeof STEPS)[number];

export interface WizardForm {
  /** Empty until chosen. */
  destination: CitySlug | '';
  duration: number;
  travelers: Travelers;
  startDate: string;
  interests: Interest[];
  budget: Budget;
  transport: Transport[];
  diet: Diet[];
  specialRequests: string;
}

/** 'YYYY-MM-DD' of a moment in the browser's zone. */
export function localIsoDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/**
 * Spec 2: duration 3, solo, budget 2 (comfort). The start date is empty, read as today (`withStartDate`): a
 * page rendered ahead of time cannot know the visitor's day.
 */
export function defaultForm(): WizardForm {
  return {
    destination: '',
    duration: 3,
    travelers: 'solo',
    startDate: '',
    interests: [],
    budget: 2,
    transport: [],
    diet: [],
    specialRequests: '',
  };
}

/** The form with `today` as its start date while none is chosen. */
export function withStartDate(form: WizardForm, today: string): WizardForm {
  return form.startDate || !today ? form : { ...form, startDate: today };
}

/** What step 1's controls hold, as the browser gives it (a prerendered page's, set before its scripts ran). */
export interface StepOneControls {
  destination?: string;
  duration?: string;
  travelers?: string;
  startDate?: string;
}

/**
 * The form with what step 1's controls hold where it is a value the form can take and differs from it, or null
 * when they hold the form's own values.
 */
export function withStepOneControls(form: WizardForm, controls: StepOneControls): WizardForm | null {
  const next = { ...form };
  const { destination, duration, travelers, startDate } = controls;
  if ((CITY_SLUGS as readonly string[]).includes(destination ?? ''))
    next.destination = destination as CitySlug;
  const days = Number(duration);
  if (duration && Number.isInteger(days) && days >= MIN_DURATION_DAYS && days <= MAX_DURATION_DAYS)
    next.duration = days;
  if ((TRAVELERS as readonly string[]).includes(travelers ?? '')) next.travelers = travelers as Travelers;
  if (startDate && /^\d{4}-\d{2}-\d{2}$/.test(startDate)) next.startDate = startDate;
  const changed = (Object.keys(next) as (keyof WizardForm)[]).some((key) => next[key] !== form[key]);
  return changed ? next : null;
}

export type StepError =
  'destination' | 'startDate' | 'startDatePast' | 'durationMin' | 'durationMax' | 'interests' | 'transport';

/**
 * Spec 5: what keeps Next from moving on from `step`, or null. Step 4 has no checks. A start before `today` (the
 * browser's 'YYYY-MM-DD', '' while unknown) is refused: the plan would fit past weekdays' opening hours.
 */
export function stepError(step: Step, form: WizardForm, today = ''): StepError | null {
  switch (step) {
    case 1:
      if (!form.destination) return 'destination';
      if (!Number.isFinite(form.duration) || form.duration < MIN_DURATION_DAYS) return 'durationMin';
      if (form.duration > MAX_DURATION_DAYS) return 'durationMax';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(form.startDate)) return 'startDate';
      if (form.startDate < today) return 'startDatePast';
      return null;
    case 2:
      return form.interests.length === 0 ? 'interests' : null;
    case 3:
      return form.transport.length === 0 ? 'transport' : null;
    case 4:
      return null;
  }
}

/** Adds `id` when absent, removes it when present. */
export function toggled<T>(list: readonly T[], id: T): T[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/** The form as the API and the domain take it; only once step 1 has validated. */
export function toTripForm(form: WizardForm, language: Language): TripForm {
  if (!form.destination) throw new Error('No destination');
  return { ...form, destination: form.destination, language };
}
