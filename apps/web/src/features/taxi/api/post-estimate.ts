import type { EstimateResponse } from '@mizan/contracts/taxi';
import type { Language } from '@mizan/domain/text/language';
import { apiPost } from '@/lib/api-client';

export interface EstimateInput {
  /** Free text, a placeId from a suggestion, or "lat, lng" after 'use my location'. */
  depart: string;
  arrivee: string;
  /** The visitor's language: the card's From and To name the places in it where the server knows that name. */
  lang: Language;
}

// The contract (zod) loads with the first request, not with the screen (ADR 022).
const loadEstimateResponse = async () => (await import('@mizan/contracts/taxi')).estimateResponse;

/** POST /api/taxi/estimate: the server counts the free use and answers 402 when it is spent. */
export function postEstimate(input: EstimateInput): Promise<EstimateResponse> {
  return apiPost(
    '/api/taxi/estimate',
    { depart: input.depart, arrivee: input.arrivee, lang: input.lang },
    loadEstimateResponse,
  );
}
