import { useMutation } from '@tanstack/react-query';
import { estimateResponse } from '@mizan/contracts/taxi';
import type { EstimateResponse } from '@mizan/contracts/taxi';
import { apiPost } from '@/lib/api-client';

export interface EstimateInput {
  /** Free text, a placeId from a suggestion, or "lat, lng" after 'use my location'. */
  depart: string;
  arrivee: string;
}

/** POST /api/taxi/estimate: the server counts the free use and answers 402 when it is spent. */
export function postEstimate(input: EstimateInput): Promise<EstimateResponse> {
  return apiPost('/api/taxi/estimate', { depart: input.depart, arrivee: input.arrivee }, estimateResponse);
}

export function usePostEstimate() {
  return useMutation({ mutationFn: postEstimate });
}
