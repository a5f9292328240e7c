import { useMutation } from '@tanstack/react-query';
import { logoutResponse } from '@mizan/contracts/auth';
import type { LogoutResponse } from '@mizan/contracts/auth';
import { apiPost, resetCsrfToken } from '@/lib/api-client';

/** POST /api/auth/logout: the server answers with a fresh anonymous identity cookie. */
export function postLogout(): Promise<LogoutResponse> {
  return apiPost('/api/auth/logout', {}, logoutResponse);
}

/** The token was bound to the signed-in identity: drop it whatever the answer (spec 7). */
export function usePostLogout() {
  return useMutation({ mutationFn: postLogout, onSettled: resetCsrfToken });
}
