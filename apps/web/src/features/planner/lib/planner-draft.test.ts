import { afterEach, describe, expect, it } from 'vitest';
import { PLANNER_DRAFT_KEY, plannerDraftStore } from './planner-draft';
import { defaultForm } from './wizard-form';

const form = {
  ...defaultForm(),
  destination: 'chefchaouen' as const,
  duration: 10,
  startDate: '2026-12-01',
  interests: ['culture' as const, 'photography' as const],
  transport: ['walking' as const],
  diet: ['vegetarian' as const],
  specialRequests: 'سطح مطل 🌅 rooftop',
};

afterEach(() => plannerDraftStore.remove());

describe('the planner draft', () => {
  it('keeps the step and everything chosen and typed, in session storage', () => {
    plannerDraftStore.write({ step: 4, form });
    expect(window.sessionStorage.getItem(PLANNER_DRAFT_KEY)).not.toBeNull();
    expect(plannerDraftStore.read()).toEqual({ step: 4, form });
  });

  it('keeps a wizard with nothing chosen yet', () => {
    plannerDraftStore.write({ step: 1, form: defaultForm() });
    expect(plannerDraftStore.read()).toEqual({ step: 1, form: defaultForm() });
  });

  it.each([
    ['a step out of the four', { step: 5, form }],
    ['an unknown city', { step: 1, form: { ...form, destination: 'paris' } }],
    ['30 days', { step: 1, form: { ...form, duration: 30 } }],
    ['0 days', { step: 1, form: { ...form, duration: 0 } }],
    ['a date that is not YYYY-MM-DD', { step: 1, form: { ...form, startDate: '1 Dec' } }],
    ['an unknown interest', { step: 2, form: { ...form, interests: ['golf'] } }],
    ['a budget of 4', { step: 3, form: { ...form, budget: 4 } }],
    ['requests over 500 characters', { step: 4, form: { ...form, specialRequests: 'a'.repeat(501) } }],
    ['no form', { step: 2 }],
  ])('reads as nothing when it holds %s', (_case, stored) => {
    window.sessionStorage.setItem(PLANNER_DRAFT_KEY, JSON.stringify(stored));
    expect(plannerDraftStore.read()).toBeNull();
  });

  it('reads as nothing when it is not JSON', () => {
    window.sessionStorage.setItem(PLANNER_DRAFT_KEY, '{step');
    expect(plannerDraftStore.read()).toBeNull();
  });
});
