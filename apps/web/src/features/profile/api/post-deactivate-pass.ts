import { useMutation } from '@tanstack/react-query';
import { deactivatePassResponse } from '@mizan/contracts/checkout';
import type { DeactivatePassResponse } from '@mizan/contracts/checkout';
import { apiPost } from '@/lib/api-client';

/** POST /api/deactivate-pass: ends the caller's own active pass. */
export function postDeactivatePass(): Promise<DeactivatePassResponse> {
  return apiPost('/api/deactivate-pass', {}, deactivatePassResponse);
}

export function usePostDeactivatePass() {
  return useMutation({ mutationFn: postDeactivatePass });
}
