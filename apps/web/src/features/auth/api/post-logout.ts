import { useMutation } from '@tanstack/react-query';
import type { LogoutResponse } from '@mizan/contracts/auth';
import { apiPost, resetCsrfToken } from '@/lib/api-client';

// The contract (zod) loads with the tap on 'Log out', not with /app (ADR 022, 2026-11-25).
const loadLogoutResponse = async () => (await import('@mizan/contracts/auth')).logoutResponse;

/** POST /api/auth/logout: the server answers with a fresh anonymous identity cookie. */
export function postLogout(): Promise<LogoutResponse> {
  return apiPost('/api/auth/logout', {}, loadLogoutResponse);
}

/** The token was bound to the signed-in identity: drop it whatever the answer (spec 7). */
export function usePostLogout() {
  return useMutation({ mutationFn: postLogout, onSettled: resetCsrfToken });
}
