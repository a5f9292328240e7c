import type { Check } from '@/lib/check';
import { jsonItem } from '@/lib/storage';

/** Session storage `pending_estimate` (spec 3, 4 "Estimate request"): the trip, and whether it is still to go. */
export interface PendingEstimate {
  departure: string;
  arrival: string;
  go: boolean;
}

// Checked by hand rather than with zod, unlike the other stored records (lib/stored-records.ts): the estimator
// reads it on its first render, and zod is not needed before a request (ADR 022).
const pendingEstimate: Check<PendingEstimate> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null) return { success: false };
    const { departure, arrival, go } = value as Record<string, unknown>;
    if (typeof departure !== 'string' || typeof arrival !== 'string' || typeof go !== 'boolean') {
      return { success: false };
    }
    return { success: true, data: { departure, arrival, go } };
  },
};

export const pendingEstimateStore = jsonItem('session', 'pending_estimate', pendingEstimate);
