import { describe, expect, it } from 'vitest';
import { CATALOG } from '@mizan/data/catalog';
import { CITY_SLUGS } from '@mizan/domain/places/city';
import { fallbackItinerary } from '@mizan/domain/planner/fallback-itinerary';
import { planItinerary } from '@mizan/domain/planner/plan-itinerary';
import { generateItineraryRequest, itinerary, tripForm } from './itinerary';

const GOOD = {
  destination: 'marrakech',
  duration: 3,
  startDate: '2026-12-07',
  interests: ['culture', 'food'],
  transport: ['walking'],
};

describe('tripForm', () => {
  it('fills the spec defaults', () => {
    expect(tripForm.parse(GOOD)).toEqual({
      ...GOOD,
      travelers: 'solo',
      budget: 2,
      diet: [],
      specialRequests: '',
      language: 'en',
    });
  });

  it.each([
    ['Fez', 'fes'],
    ['Fès', 'fes'],
    ['Marrakesh', 'marrakech'],
    [' marrakech ', 'marrakech'],
    ['Tanger', 'tangier'],
    ['CASABLANCA', 'casablanca'],
  ])('reads destination %j as %s', (destination, slug) => {
    expect(tripForm.parse({ ...GOOD, destination }).destination).toBe(slug);
  });

  it('counts a repeated choice once', () => {
    const form = tripForm.parse({
      ...GOOD,
      interests: ['food', 'food', 'culture'],
      diet: ['vegan', 'vegan'],
    });
    expect(form.interests).toEqual(['food', 'culture']);
    expect(form.diet).toEqual(['vegan']);
  });

  it.each([
    ['an unknown destination', { destination: 'paris' }, 'destination'],
    ['no destination', { destination: undefined }, 'destination'],
    ['duration 0', { duration: 0 }, 'duration'],
    ['duration over 10', { duration: 11 }, 'duration'],
    ['half days', { duration: 2.5 }, 'duration'],
    ['a duration as text', { duration: '3' }, 'duration'],
    ['no interest', { interests: [] }, 'interests'],
    ['an unknown interest', { interests: ['golf'] }, 'interests'],
    ['no transport', { transport: [] }, 'transport'],
    ['an unknown diet', { diet: ['keto'] }, 'diet'],
    ['budget 4', { budget: 4 }, 'budget'],
    ['travellers unknown', { travelers: 'team' }, 'travelers'],
    ['a date that does not exist', { startDate: '2026-02-30' }, 'startDate'],
    ['a date in another format', { startDate: '07/12/2026' }, 'startDate'],
    ['special requests over 500 characters', { specialRequests: 'x'.repeat(501) }, 'specialRequests'],
    ['an unknown language', { language: 'it' }, 'language'],
  ])('refuses %s', (_name, change, field) => {
    const result = tripForm.safeParse({ ...GOOD, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it("says 'please select 10 days or fewer' above ten days (spec 5)", () => {
    expect(tripForm.safeParse({ ...GOOD, duration: 12 }).error!.issues[0]!.message).toBe(
      'please select 10 days or fewer',
    );
  });

  it('needs the CSRF token in the request body', () => {
    expect(generateItineraryRequest.safeParse(GOOD).success).toBe(false);
    expect(generateItineraryRequest.safeParse({ ...GOOD, csrf: 'token' }).success).toBe(true);
  });
});

describe('itinerary', () => {
  it.each(CITY_SLUGS)("accepts the planner's plan for %s and the fallback plan", (city) => {
    const form = tripForm.parse({
      ...GOOD,
      destination: city,
      duration: 4,
      transport: ['car'],
      specialRequests: 'sunset',
      language: 'de',
    });
    expect(itinerary.parse(planItinerary(form, CATALOG))).toEqual(planItinerary(form, CATALOG));
    expect(itinerary.safeParse(fallbackItinerary(form, 'timeout')).success).toBe(true);
  });

  it('refuses a plan whose times or types are not the spec ones', () => {
    const plan = fallbackItinerary(tripForm.parse(GOOD));
    const broken = structuredClone(plan);
    broken.days[0]!.locations[0]!.time = '9h-11h';
    expect(itinerary.safeParse(broken).success).toBe(false);
    const badType = structuredClone(plan) as unknown as { days: { locations: { type: string }[] }[] };
    badType.days[0]!.locations[0]!.type = 'museum';
    expect(itinerary.safeParse(badType).success).toBe(false);
    expect(itinerary.safeParse({ ...plan, metadata: { source: 'guess' } }).success).toBe(false);
  });
});
