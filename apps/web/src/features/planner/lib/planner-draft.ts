import { CITY_SLUGS } from '@mizan/domain/places/city';
import { INTERESTS } from '@mizan/domain/planner/catalog-place';
import {
  BUDGETS,
  DIETS,
  MAX_DURATION_DAYS,
  MIN_DURATION_DAYS,
  SPECIAL_REQUESTS_MAX_LENGTH,
  TRANSPORTS,
  TRAVELERS,
} from '@mizan/domain/planner/trip-form';
import type { Check } from '@/lib/check';
import { jsonItem } from '@/lib/storage';
import { STEPS } from './wizard-form';
import type { Step, WizardForm } from './wizard-form';

// The wizard as the visitor left it, kept for the tab's life (session storage): a reload, or Back to the home
// screen and forward again, comes back to the same step with everything chosen and typed. Checked by hand, not
// with zod: the planner's first screen reads it (ADR 022).

export const PLANNER_DRAFT_KEY = 'planner:draft';

export interface PlannerDraft {
  step: Step;
  form: WizardForm;
}

const isOneOf = (values: readonly unknown[], value: unknown) => values.includes(value);
const isListOf = (values: readonly unknown[], value: unknown) =>
  Array.isArray(value) && value.every((item) => values.includes(item));

function isWizardForm(value: unknown): value is WizardForm {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<keyof WizardForm, unknown>;
  return (
    (f.destination === '' || isOneOf(CITY_SLUGS, f.destination)) &&
    Number.isInteger(f.duration) &&
    (f.duration as number) >= MIN_DURATION_DAYS &&
    (f.duration as number) <= MAX_DURATION_DAYS &&
    isOneOf(TRAVELERS, f.travelers) &&
    typeof f.startDate === 'string' &&
    /^(\d{4}-\d{2}-\d{2})?$/.test(f.startDate) &&
    isListOf(INTERESTS, f.interests) &&
    isOneOf(BUDGETS, f.budget) &&
    isListOf(TRANSPORTS, f.transport) &&
    isListOf(DIETS, f.diet) &&
    typeof f.specialRequests === 'string' &&
    f.specialRequests.length <= SPECIAL_REQUESTS_MAX_LENGTH
  );
}

const plannerDraft: Check<PlannerDraft> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null) return { success: false };
    const { step, form } = value as Partial<Record<keyof PlannerDraft, unknown>>;
    return isOneOf(STEPS, step) && isWizardForm(form)
      ? { success: true, data: { step: step as Step, form } }
      : { success: false };
  },
};

export const plannerDraftStore = jsonItem('session', PLANNER_DRAFT_KEY, plannerDraft);
