import type { Itinerary } from '@mizan/domain/planner/itinerary';
import type { TripForm } from '@mizan/domain/planner/trip-form';
import { apiPost } from '@/lib/api-client';
import { loadOnce } from '@/lib/load-once';

// The contract (zod) loads with the request: the planner's first screen goes without it (ADR 022).
const loadSchema = () => import('@mizan/contracts/itinerary').then((m) => m.generateItineraryResponse);

/**
 * The built-in plan and its texts in every language (8 KB gzip, ADR 022): off the planner's first screen, asked
 * for with each request (which takes seconds) and once the page has settled, so that it is there when the
 * network fails.
 */
export const loadFallbackItinerary = loadOnce(() => import('@mizan/domain/planner/fallback-itinerary'));

/**
 * `POST /api/generate-itinerary` (spec 7). On any failure (network, non-OK status, an answer that does not
 * parse) the helper logs and answers the built-in fallback itinerary (spec 8, 9), as the spec's helper does.
 */
export async function generateItinerary(form: TripForm): Promise<Itinerary> {
  // Fetched beside the request; a failed fetch is tried again below, when the plan is needed.
  void loadFallbackItinerary().catch(() => undefined);
  try {
    return await apiPost('/api/generate-itinerary', { ...form }, loadSchema);
  } catch (error) {
    console.warn('generate-itinerary failed; showing the fallback itinerary', error);
    return (await loadFallbackItinerary()).fallbackItinerary(form);
  }
}
