import { queryOptions, useQuery } from '@tanstack/react-query';
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

export function identityQueryOptions() {
  return queryOptions({ queryKey: ['identity'], queryFn: getIdentity, staleTime: 60_000 });
}

export function useIdentity() {
  return useQuery(identityQueryOptions());
}
