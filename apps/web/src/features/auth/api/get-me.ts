import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@mizan/contracts/auth';
import { apiGet } from '@/lib/api-get';
import { meCheck } from './me-check';

/** GET /api/auth/me: the signed-in user, or an ApiError 401. */
export function getMe(): Promise<MeResponse> {
  return apiGet('/api/auth/me', meCheck);
}

export function meQueryOptions() {
  // The guard decides on the first answer: a 401 is final, no retries to wait for.
  return queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe, retry: false, staleTime: 0 });
}

export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}
