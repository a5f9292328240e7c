import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { passStatusResponse } from '@mizan/contracts/pass-status';
import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import { apiGet } from '@/lib/api-client';
import { PASS_STATUS_KEY, PASS_STATUS_TTL_MS, cacheItem } from '@/lib/storage';

/** The session cache entry `pass:status`: version 1, 5 minutes (spec 3, 7). */
export const passStatusCache = cacheItem('session', PASS_STATUS_KEY, passStatusResponse, PASS_STATUS_TTL_MS);

export const NO_PASS: PassStatusResponse = { active: false, passExpiresAt: null };

/** GET /api/pass-status. Any failure reads as no pass (spec 7, 8); a good answer is cached for 5 min. */
export async function getPassStatus(): Promise<PassStatusResponse> {
  // Offline the request can only fail: skip it rather than wait for the network error.
  if (!navigator.onLine) return passStatusCache.read(Date.now())?.value ?? NO_PASS;
  try {
    const status = await apiGet('/api/pass-status', passStatusResponse);
    passStatusCache.write(status, Date.now());
    return status;
  } catch {
    return NO_PASS;
  }
}

export function passStatusQueryOptions() {
  return queryOptions({
    queryKey: ['pass:status'],
    queryFn: getPassStatus,
    staleTime: 60_000,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    // The session cache shows the last known state at once instead of an empty screen.
    initialData: () => passStatusCache.read(Date.now())?.value,
    initialDataUpdatedAt: () => passStatusCache.read(Date.now())?.timestamp,
  });
}

/** `data` is undefined while the status is unknown. */
export function usePassStatus() {
  return useQuery(passStatusQueryOptions());
}

/** Puts a status learnt elsewhere (a completed checkout, a deactivation) in the session cache and the query. */
export function useSetPassStatus() {
  const queryClient = useQueryClient();
  return useCallback(
    (status: PassStatusResponse) => {
      passStatusCache.write(status, Date.now());
      queryClient.setQueryData(passStatusQueryOptions().queryKey, status);
    },
    [queryClient],
  );
}
