import { describe, expect, it } from 'vitest';
import { FALLBACK_REASON, fallbackItinerary } from './fallback-itinerary';
import type { TripForm } from './trip-form';

const FORM: TripForm = {
  destination: 'fes',
  duration: 3,
  travelers: 'solo',
  startDate: '2026-12-30',
  interests: ['culture'],
  budget: 2,
  transport: ['walking'],
  diet: [],
  specialRequests: '',
  language: 'en',
};

describe('fallbackItinerary (spec 9)', () => {
  it('has one day per requested day: landmark, lunch, afternoon, and a special dinner on the first and last days', () => {
    const plan = fallbackItinerary(FORM);
    expect(plan.days.map((d) => [d.day, d.date, d.title])).toEqual([
      [1, '2026-12-30', 'Day 1 in Fes'],
      [2, '2026-12-31', 'Day 2 in Fes'],
      [3, '2027-01-01', 'Day 3 in Fes'],
    ]);
    expect(plan.days.map((d) => d.locations.map((l) => `${l.time} ${l.type} ${l.price}`))).toEqual([
      [
        '09:00-11:00 landmark 50-100 MAD',
        '12:30-14:00 restaurant 80-150 MAD',
        '15:00-17:30 activity Varies',
        '19:30-21:30 restaurant 150-300 MAD',
      ],
      ['09:00-11:00 landmark 50-100 MAD', '12:30-14:00 restaurant 80-150 MAD', '15:00-17:30 activity Varies'],
      [
        '09:00-11:00 landmark 50-100 MAD',
        '12:30-14:00 restaurant 80-150 MAD',
        '15:00-17:30 activity Varies',
        '19:30-21:30 restaurant 150-300 MAD',
      ],
    ]);
    for (const location of plan.days.flatMap((d) => d.locations)) expect(location.placeId).toBeUndefined();
    expect(plan.metadata).toEqual({ source: 'embedded', fallbackReason: FALLBACK_REASON });
  });

  it.each([
    [1, '300-600 MAD'],
    [2, '600-1500 MAD'],
    [3, '1500+ MAD'],
  ] as const)('gives the daily budget of level %i: %s', (budget, amount) => {
    expect(Object.values(fallbackItinerary({ ...FORM, budget }).practicalInfo.budget)).toEqual([amount]);
  });

  it('shops in the afternoon for those who like shopping, speaks the form language, and takes a reason', () => {
    const plan = fallbackItinerary(
      { ...FORM, duration: 1, interests: ['shopping'], language: 'de' },
      'timeout',
    );
    expect(plan.days).toHaveLength(1);
    expect(plan.days[0]!.title).toBe('Tag 1 in Fès');
    expect(plan.days[0]!.locations.map((l) => l.type)).toEqual([
      'landmark',
      'restaurant',
      'shopping',
      'restaurant',
    ]);
    expect(plan.metadata.fallbackReason).toBe('timeout');
  });
});
