import type { IdentityResponse } from '@mizan/contracts/identity';
import { apiGet } from '@/lib/api-get';
import { identityCheck } from './identity-check';

/** GET /api/identity. A failure reads as no identity (spec 8). */
export async function getIdentity(): Promise<IdentityResponse | null> {
  try {
    return await apiGet('/api/identity', identityCheck);
  } catch {
    return null;
  }
}

/** The identity's query, written without TanStack Query: its screens load the library after their first answer. */
export function identityQuery() {
  return { queryKey: ['identity'] as const, queryFn: getIdentity, staleTime: 60_000 };
}
