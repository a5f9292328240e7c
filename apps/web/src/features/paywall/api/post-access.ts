import { useMutation } from '@tanstack/react-query';
import { accessResponse } from '@mizan/contracts/access';
import type { AccessResponse } from '@mizan/contracts/access';
import type { Feature } from '@mizan/domain/pass/features';
import { apiPost } from '@/lib/api-client';

/** POST /api/access: the server counts a free use (or says the pass covers it) and answers allowed or not. */
export function postAccess(feature: Feature): Promise<AccessResponse> {
  return apiPost('/api/access', { feature }, accessResponse);
}

export function usePostAccess() {
  return useMutation({ mutationFn: postAccess });
}
