import { useCallback } from 'react';
import type { Feature } from '@mizan/domain/pass/features';
import { usePostAccess } from '../api/post-access';
import { useRedirectToPay } from './use-redirect-to-pay';

/**
 * `requestAccess()` asks the server for one use of `feature`. When refused it goes to the pay page through
 * `useRedirectToPay`; it resolves to whether access was granted.
 */
export function useAccess(feature: Feature) {
  const redirectToPay = useRedirectToPay(feature);
  const mutation = usePostAccess();
  const { mutateAsync } = mutation;

  const requestAccess = useCallback(async (): Promise<boolean> => {
    const decision = await mutateAsync(feature);
    if (decision.allowed) return true;
    await redirectToPay();
    return false;
  }, [feature, mutateAsync, redirectToPay]);

  return { requestAccess, isPending: mutation.isPending, error: mutation.error };
}
