import { fallbackItinerary } from '@mizan/domain/planner/fallback-itinerary';
import type { Itinerary } from '@mizan/domain/planner/itinerary';
import type { TripForm } from '@mizan/domain/planner/trip-form';
import { apiPost } from '@/lib/api-client';

// The contract (zod) loads with the request: the planner's first screen goes without it (ADR 022).
const loadSchema = () => import('@mizan/contracts/itinerary').then((m) => m.generateItineraryResponse);

/**
 * `POST /api/generate-itinerary` (spec 7). On any failure (network, non-OK status, an answer that does not
 * parse) the helper logs and answers the built-in fallback itinerary (spec 8, 9), as the spec's helper does.
 */
export async function generateItinerary(form: TripForm): Promise<Itinerary> {
  try {
    return await apiPost('/api/generate-itinerary', { ...form }, loadSchema);
  } catch (error) {
    console.warn('generate-itinerary failed; showing the fallback itinerary', error);
    return fallbackItinerary(form);
  }
}
