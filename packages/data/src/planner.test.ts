import { describe, expect, it } from 'vitest';
import { CITY_SLUGS } from '@mizan/domain/places/city';
import { PLANNER_RULES, planItinerary } from '@mizan/domain/planner/plan-itinerary';
import { randomTripForm, seededRandom } from '@mizan/domain/test-support/planner-forms';
import { checkPlan, emptyStats } from '@mizan/domain/test-support/planner-properties';
import { CATALOG, CATALOG_BY_CITY } from './catalog';

// The planner over the real catalog, city by city: the promises of issue 14 hold on every random form
// (days = duration, 4-6 places a day unless the catalog has no more that fit and the day says so, all in the
// city, none repeated, times increasing and inside each place's hours on that weekday, no nightlife for a
// family, meals only where the diet is served, walking days within the radius). See
// packages/domain/test-support/planner-properties.ts for the checks.
const FORMS_PER_CITY = 120;

describe.each(CITY_SLUGS.map((city, i) => [city, i] as const))('trip planner over the catalog of %s', (city, i) => {
  it(`keeps every promise on ${FORMS_PER_CITY} random forms`, () => {
    const rand = seededRandom(1000 + i);
    const stats = emptyStats();
    const problems: string[] = [];
    for (let n = 0; n < FORMS_PER_CITY; n++) {
      const form = randomTripForm(rand, { destinations: [city] });
      for (const problem of checkPlan(form, CATALOG, planItinerary(form, CATALOG), stats)) problems.push(`${JSON.stringify(form)}: ${problem}`);
    }
    expect(problems).toEqual([]);
    if (CATALOG_BY_CITY[city].length > 0) expect(stats.places).toBeGreaterThan(stats.days);
  });

  it('plans a full first day for a plain visit when the city has places', () => {
    if (CATALOG_BY_CITY[city].length < 20) return;
    const plan = planItinerary(
      {
        destination: city,
        duration: 1,
        travelers: 'couple',
        startDate: '2026-12-09',
        interests: ['culture', 'food', 'shopping'],
        budget: 2,
        transport: ['walking', 'taxi'],
        diet: ['none'],
        specialRequests: '',
        language: 'en',
      },
      CATALOG,
    );
    expect(plan.days[0]!.locations.length).toBeGreaterThanOrEqual(PLANNER_RULES.minPlacesPerDay);
  });
});
