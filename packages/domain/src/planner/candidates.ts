import type { CatalogKind, CatalogPlace, Interest } from './catalog-place';
import { matchRequest, requestWords } from './special-requests';
import { canTakeDayTrips, isWalkingOnly, type Diet, type TripForm } from './trip-form';

/**
 * The spec's interest -> place-type mapping (spec 9: culture to attraction, museum, gallery, mosque; food to
 * restaurant, cafe, bakery; adventure, nature and beach to attraction/park; shopping to stores; nightlife to
 * bars and clubs; wellness to spa), written with the catalog's kinds. A place also serves the interests its
 * own entry lists.
 */
export const INTEREST_KINDS: Readonly<Record<Interest, readonly CatalogKind[]>> = {
  culture: ['monument', 'museum', 'mosque', 'palace'],
  food: ['restaurant', 'cafe'],
  adventure: ['nature', 'walk', 'day-trip'],
  shopping: ['souk', 'crafts'],
  nature: ['garden', 'nature', 'walk', 'viewpoint'],
  beach: ['beach'],
  photography: ['viewpoint'],
  nightlife: ['nightlife'],
  wellness: ['hammam'],
  crafts: ['crafts', 'souk'],
};

/** How the planner may use a place: a sight by day, a meal, a night out, or a day trip out of town. */
export type CandidateRole = 'activity' | 'meal' | 'evening' | 'day-trip';

export interface Candidate {
  place: CatalogPlace;
  role: CandidateRole;
  /** Interests of the form the place serves. */
  interestMatches: number;
  /** Special-request terms the place matches. */
  requestMatches: string[];
  score: number;
  /** 0: serves an interest or a request; 1: a good place that serves neither, used only to fill a day. */
  tier: 0 | 1;
}

/** A café that serves no meal ('light') is a pause between sights, placed like one. */
export function roleOf(place: CatalogPlace): CandidateRole {
  if (place.outOfTown) return 'day-trip';
  if (place.kind === 'restaurant' || (place.kind === 'cafe' && !place.light)) return 'meal';
  if (place.kind === 'nightlife') return 'evening';
  return 'activity';
}

/** The diets a meal must serve ('none' asks for nothing). */
export function requiredDiets(form: Pick<TripForm, 'diet'>): Diet[] {
  return form.diet.filter((diet) => diet !== 'none');
}

/** Whether a place to eat serves every diet of the form. A place without diet facts serves only 'none'. */
export function servesDiet(place: CatalogPlace, diets: readonly Diet[]): boolean {
  if (diets.every((diet) => diet === 'none')) return true;
  const facts = place.diet;
  if (!facts) return false;
  return diets.every((diet) => {
    switch (diet) {
      case 'vegetarian':
        return facts.vegetarian;
      case 'vegan':
        return facts.vegan;
      case 'gluten-free':
        return facts.glutenFree;
      case 'halal':
        return facts.halal;
      case 'none':
        return true;
    }
  });
}

export function interestMatches(place: CatalogPlace, interests: readonly Interest[]): number {
  let matches = 0;
  for (const interest of interests) {
    if (place.interests.includes(interest) || INTEREST_KINDS[interest].includes(place.kind)) matches += 1;
  }
  return matches;
}

/**
 * The spec's budget term, adapted: a place at the traveller's level fits best, a cheaper one fits, one level
 * above costs half a point (the spec's -0.5 for an expensive place on a budget search), two levels above is
 * not a candidate at all.
 */
export function budgetFit(place: CatalogPlace, budget: TripForm['budget']): number {
  if (place.budget === budget) return 0.5;
  return place.budget < budget ? 0.25 : -0.5;
}

/** Bonus for a place a special request asked for: enough to outrank a place with one more interest. */
export const REQUEST_BONUS = 1.5;
export const CURATED_BONUS = 1;

/**
 * Whether the form allows the place at all: places to eat in town only; travellers (a family gets no nightlife and only family-friendly
 * places), budget, diet (for places to eat), transport (out of town needs a car or a driver and no walking-only
 * plan) and interests (a night out only for those who asked for nightlife).
 */
export function isAllowed(place: CatalogPlace, form: TripForm): boolean {
  // A place to eat out of town would need a drive for one meal and break the day's radius: left out.
  if (place.outOfTown && (place.kind === 'restaurant' || place.kind === 'cafe')) return false;
  const family = form.travelers === 'family';
  if (family && (!place.familyFriendly || place.kind === 'nightlife')) return false;
  if (place.budget - form.budget >= 2) return false;
  const role = roleOf(place);
  if ((role === 'meal' || place.kind === 'cafe') && !servesDiet(place, requiredDiets(form))) return false;
  if (role === 'evening' && !form.interests.includes('nightlife')) return false;
  if (role === 'day-trip' && (isWalkingOnly(form) || !canTakeDayTrips(form))) return false;
  return true;
}

/**
 * The spec's ranking score adapted to a catalog without ratings: interests served + 1 if curated + budget fit
 * (+ a bonus when a special request matches). Sorted by tier, then score, then id, so ties never depend on
 * the catalog's order.
 */
export function rankCandidates(form: TripForm, places: readonly CatalogPlace[]): Candidate[] {
  const { asked: terms } = requestWords(form.specialRequests);
  const refused = refusedPlaces(form, places);
  const candidates: Candidate[] = [];
  for (const place of places) {
    if (place.city !== form.destination || !isAllowed(place, form) || refused.includes(place)) continue;
    const matches = interestMatches(place, form.interests);
    const requestMatches = matchRequest(terms, place);
    const role = roleOf(place);
    // A day trip is a whole day: only one the traveller asked for (by interest or request) is worth it.
    const asked = matches > 0 || requestMatches.length > 0;
    if (role === 'day-trip' && !asked) continue;
    // A place nobody asked for only fills a day, and never above the traveller's budget.
    if (!asked && place.budget > form.budget) continue;
    const score =
      matches +
      (place.curated ? CURATED_BONUS : 0) +
      budgetFit(place, form.budget) +
      (requestMatches.length > 0 ? REQUEST_BONUS : 0);
    candidates.push({
      place,
      role,
      interestMatches: matches,
      requestMatches,
      score,
      tier: matches > 0 || requestMatches.length > 0 ? 0 : 1,
    });
  }
  return candidates.sort(compareCandidates);
}

/**
 * The destination's places the form would allow that a word the special request denies names ("no bars",
 * "sin alcohol", "kein Nachtleben"): the explicit denial wins over an interest that would bring them in
 * (nightlife and "no bars" give no bar), so they are no candidates; the plan says which it left out.
 */
export function refusedPlaces(form: TripForm, places: readonly CatalogPlace[]): CatalogPlace[] {
  const denied = requestWords(form.specialRequests).denied.map((d) => d.term);
  if (denied.length === 0) return [];
  return places.filter(
    (place) =>
      place.city === form.destination && isAllowed(place, form) && matchRequest(denied, place).length > 0,
  );
}

export function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    a.tier - b.tier || b.score - a.score || (a.place.id < b.place.id ? -1 : a.place.id > b.place.id ? 1 : 0)
  );
}
