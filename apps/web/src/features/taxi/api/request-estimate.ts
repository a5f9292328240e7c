import type { EstimateResponse } from '@mizan/contracts/taxi';
import { estimateFailure } from '../lib/estimate-error';
import type { EstimateFailure } from '../lib/estimate-error';
import { postEstimate } from './post-estimate';
import type { EstimateInput } from './post-estimate';

export type EstimateOutcome = { kind: 'answer'; answer: EstimateResponse } | EstimateFailure;

/**
 * The estimate asked and its failure read (spec 8 "Estimator"): with the api-client's POST, its CSRF token
 * and `serverReason`, the code a request needs and the page does not, loaded with the first request (ADR 022).
 */
export async function requestEstimate(input: EstimateInput): Promise<EstimateOutcome> {
  try {
    return { kind: 'answer', answer: await postEstimate(input) };
  } catch (error) {
    return estimateFailure(error);
  }
}
