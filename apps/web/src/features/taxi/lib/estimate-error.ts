import { ApiError } from '@/lib/api-client';

/** What went wrong with an estimate, as the screen tells it (spec 8 "Estimator"). */
export type EstimateFailure =
  | { kind: 'payment-required' }
  | { kind: 'server'; message: string }
  | { kind: 'unavailable' }
  | { kind: 'connection' };

export function estimateFailure(error: unknown): EstimateFailure {
  if (error instanceof ApiError) {
    if (error.status === 402) return { kind: 'payment-required' };
    // The api-client says 'Request failed' when the answer carried no error text of its own.
    return error.message && error.message !== 'Request failed' ? { kind: 'server', message: error.message } : { kind: 'unavailable' };
  }
  // fetch() rejects with a TypeError when the network is down or the server unreachable.
  return error instanceof TypeError ? { kind: 'connection' } : { kind: 'unavailable' };
}
