import type { MeResponse } from '@mizan/contracts/auth';
import { apiGet } from '@/lib/api-get';
import { meCheck } from './me-check';

/** GET /api/auth/me: the signed-in user, or an ApiError 401. */
export function getMe(): Promise<MeResponse> {
  return apiGet('/api/auth/me', meCheck);
}

/** Its query, written without TanStack Query (/app loads the library after its first answer). */
export function meQuery() {
  // The guard decides on the first answer: a 401 is final, no retries to wait for.
  return { queryKey: ['auth', 'me'] as const, queryFn: getMe, retry: false, staleTime: 0 };
}
