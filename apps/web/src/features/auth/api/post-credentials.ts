import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@mizan/contracts/auth';
import { apiPost, resetCsrfToken } from '@/lib/api-client';
import { meCheck } from './me-check';

export type AuthMode = 'login' | 'register';

export interface CredentialsInput {
  email: string;
  password: string;
}

/** POST /api/auth/login or /api/auth/register: both take the same body and sign in on success. */
export function postCredentials(mode: AuthMode, input: CredentialsInput): Promise<MeResponse> {
  return apiPost(`/api/auth/${mode}`, { ...input }, meCheck);
}

/**
 * Signing in rotates the identity cookie: the CSRF token bound to the old identity is dropped, and every
 * answer that depended on who we were (identity, pass, me) is fetched again.
 */
export function usePostCredentials(mode: AuthMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CredentialsInput) => postCredentials(mode, input),
    onSuccess: async () => {
      resetCsrfToken();
      await queryClient.invalidateQueries();
    },
  });
}
