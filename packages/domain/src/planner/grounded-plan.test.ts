import { describe, expect, it } from 'vitest';
import { PLANNER_TEST_CATALOG as CATALOG } from '../../test-support/planner-catalog';
import { applyModelPlan, groundingCandidates, type ModelPlan } from './grounded-plan';
import type { Itinerary } from './itinerary';
import { planItinerary } from './plan-itinerary';
import type { TripForm } from './trip-form';

const FORM: TripForm = {
  destination: 'marrakech',
  duration: 3,
  travelers: 'couple',
  startDate: '2026-12-07',
  interests: ['culture'],
  budget: 1,
  transport: ['walking'],
  diet: ['vegan'],
  specialRequests: '',
  language: 'en',
};
const PLANNED_AHEAD = Date.parse('2026-11-01T10:00:00Z');

/** A model that keeps the embedded plan's named stops and times, and writes no meal where no place fits. */
const namedStopsOf = (plan: Itinerary): ModelPlan => ({
  days: plan.days.map((day) => ({
    title: `Day ${day.day}`,
    theme: 'Model theme',
    stops: day.locations.flatMap((l) =>
      l.placeId === undefined ? [] : [{ placeId: l.placeId, time: l.time }],
    ),
    dailyTips: [],
  })),
  tips: [],
});

describe('applyModelPlan: the same shape of day as the embedded plan', () => {
  const embedded = planItinerary(FORM, CATALOG, PLANNED_AHEAD);
  const candidates = groundingCandidates(FORM, CATALOG);
  const streetMeals = embedded.days.flatMap((d) => d.locations.filter((l) => l.placeId === undefined));

  it('adds the lunch (and first or last dinner) in the streets around that a model left out', () => {
    expect(streetMeals.length).toBeGreaterThan(0);
    const result = applyModelPlan(FORM, candidates, namedStopsOf(embedded), embedded, PLANNED_AHEAD);
    if (!result.ok) throw new Error(result.reason);
    expect(result.itinerary.days.map((d) => d.locations)).toEqual(embedded.days.map((d) => d.locations));
  });

  it('refuses a model day with a sight over lunch time and no meal, so the embedded plan is used', () => {
    const plan = namedStopsOf(embedded);
    const day = embedded.days.findIndex((d) =>
      d.locations.some((l) => l.placeId === undefined && l.time === '12:30-14:00'),
    );
    expect(day).toBeGreaterThanOrEqual(0);
    const stops = plan.days[day]!.stops;
    const lunchless = {
      ...plan,
      days: plan.days.map((d, i) =>
        i === day
          ? {
              ...d,
              stops: stops
                .map((s, k) => (k === 0 ? { ...s, time: '12:00-13:00' } : s))
                .filter((_, k) => k === 0),
            }
          : d,
      ),
    };
    const result = applyModelPlan(FORM, candidates, lunchless, embedded, PLANNED_AHEAD);
    expect(result).toEqual({ ok: false, reason: `model planned day ${day + 1} without lunch` });
  });
});
