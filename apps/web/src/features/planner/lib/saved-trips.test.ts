import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Itinerary } from '@mizan/domain/planner/itinerary';
import {
  MAX_SAVED_TRIPS,
  deleteTrip,
  savedTripsSnapshot,
  savedTripsStore,
  saveTrip,
  subscribeSavedTrips,
} from './saved-trips';
import { defaultForm } from './wizard-form';

const form = {
  ...defaultForm(),
  destination: 'rabat' as const,
  startDate: '2026-12-01',
  interests: ['culture' as const],
  transport: ['walking' as const],
};
const plan: Itinerary = {
  days: [{ day: 1, date: '2026-12-01', title: 'Kasbah', theme: 'Sea', locations: [], dailyTips: [] }],
  practicalInfo: { transport: 'On foot.', budget: 'Modest.', tips: [] },
  metadata: { source: 'embedded' },
};

afterEach(() => savedTripsStore.remove());

describe('saved trips', () => {
  it('keeps the newest first, at most MAX_SAVED_TRIPS, and tells its subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSavedTrips(listener);
    for (let i = 0; i < MAX_SAVED_TRIPS + 2; i++) saveTrip(form, plan, new Date(Date.UTC(2026, 10, 1, 0, i)));
    expect(listener).toHaveBeenCalledTimes(MAX_SAVED_TRIPS + 2);
    const trips = savedTripsSnapshot();
    expect(trips).toHaveLength(MAX_SAVED_TRIPS);
    expect(trips[0]!.savedAt).toBe('2026-11-01T00:21:00.000Z');
    unsubscribe();
    deleteTrip(trips[0]!.id);
    expect(listener).toHaveBeenCalledTimes(MAX_SAVED_TRIPS + 2);
    expect(savedTripsSnapshot().map((trip) => trip.id)).not.toContain(trips[0]!.id);
  });

  it('answers the same list while the stored text is unchanged, a new one when it changes, none for a bad value', () => {
    saveTrip(form, plan, new Date(Date.UTC(2026, 10, 1)));
    const first = savedTripsSnapshot();
    expect(savedTripsSnapshot()).toBe(first);
    saveTrip(form, plan, new Date(Date.UTC(2026, 10, 2)));
    expect(savedTripsSnapshot()).not.toBe(first);
    window.localStorage.setItem(savedTripsStore.key, '[{"id":1}]');
    expect(savedTripsSnapshot()).toEqual([]);
  });
});
