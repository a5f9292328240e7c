import { ApiError, serverReason } from '@/lib/api-client';
import type { ServerReason } from '@/lib/api-client';

/** What went wrong with an estimate, as the screen tells it (spec 8 "Estimator"). */
export type EstimateFailure =
  | { kind: 'payment-required' }
  | { kind: 'server'; reason: ServerReason }
  | { kind: 'unavailable' }
  | { kind: 'connection' };

export function estimateFailure(error: unknown): EstimateFailure {
  if (error instanceof ApiError) {
    if (error.status === 402) return { kind: 'payment-required' };
    const reason = serverReason(error);
    return reason ? { kind: 'server', reason } : { kind: 'unavailable' };
  }
  // fetch() rejects with a TypeError when the network is down or the server unreachable; offline before the
  // first POST, the CSRF token's fetch is what failed (its cause).
  const network = error instanceof TypeError || (error instanceof Error && error.cause instanceof TypeError);
  return network ? { kind: 'connection' } : { kind: 'unavailable' };
}
