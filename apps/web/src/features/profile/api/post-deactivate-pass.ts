import type { DeactivatePassResponse } from '@mizan/contracts/checkout';
import { apiPost } from '@/lib/api-client';

// The contract (zod) loads with the tap on 'Deactivate', not with /profile (ADR 022, 2026-11-25).
const loadDeactivatePassResponse = async () =>
  (await import('@mizan/contracts/checkout')).deactivatePassResponse;

/**
 * POST /api/deactivate-pass: ends the caller's own active pass. A plain request, not a TanStack Query mutation:
 * nothing caches its answer, and /profile's first load goes without the library (ADR 022, 2026-11-25).
 */
export function postDeactivatePass(): Promise<DeactivatePassResponse> {
  return apiPost('/api/deactivate-pass', {}, loadDeactivatePassResponse);
}
