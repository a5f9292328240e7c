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
 * Signs in (or registers). Signing in rotates the identity cookie: the CSRF token bound to the old identity is
 * dropped; the screen has every answer that depended on who we were fetched again. A plain request, not a
 * TanStack Query mutation: /login's first load goes without the library (ADR 022, 2026-11-25).
 */
export async function signIn(mode: AuthMode, input: CredentialsInput): Promise<MeResponse> {
  const user = await postCredentials(mode, input);
  resetCsrfToken();
  return user;
}
