import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import { apiGet } from '@/lib/api-get';
import { passStatusCache, rememberPassStatus } from './pass-status-cache';
import { passStatusCheck } from '@/lib/pass-status-check';
import { PASS_STATUS_QUERY_KEY } from './pass-status-key';

export const NO_PASS: PassStatusResponse = { active: false, passExpiresAt: null };

/** GET /api/pass-status. Any failure reads as no pass (spec 7, 8); a good answer is cached for 5 min. */
export async function getPassStatus(): Promise<PassStatusResponse> {
  // Offline the request can only fail: skip it rather than wait for the network error.
  if (!navigator.onLine) return passStatusCache.read(Date.now())?.value ?? NO_PASS;
  try {
    const status = await apiGet('/api/pass-status', passStatusCheck);
    rememberPassStatus(status, Date.now());
    return status;
  } catch {
    return NO_PASS;
  }
}

/**
 * The pass status's query, written without TanStack Query (its `queryOptions` only types): /profile reads it
 * before the library loads (app/use-server-answer.ts); `usePassStatus` (use-pass-status.ts) is the hook.
 */
export function passStatusQueryOptions() {
  return {
    queryKey: PASS_STATUS_QUERY_KEY,
    queryFn: getPassStatus,
    staleTime: 60_000,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  };
}
