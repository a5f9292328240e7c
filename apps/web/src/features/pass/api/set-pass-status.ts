import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import { passStatusQueryOptions } from './get-pass-status';
import { rememberPassStatus } from './pass-status-cache';

/** Puts a status learnt elsewhere (a completed checkout, a deactivation) in the session cache and the query. */
export function useSetPassStatus() {
  const queryClient = useQueryClient();
  return useCallback(
    (status: PassStatusResponse) => {
      rememberPassStatus(status, Date.now());
      queryClient.setQueryData(passStatusQueryOptions().queryKey, status);
    },
    [queryClient],
  );
}
