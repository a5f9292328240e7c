import type { LogoutResponse } from '@mizan/contracts/auth';
import { apiPost, resetCsrfToken } from '@/lib/api-client';

// The contract (zod) loads with the tap on 'Log out', not with /app (ADR 022, 2026-11-25).
const loadLogoutResponse = async () => (await import('@mizan/contracts/auth')).logoutResponse;

/** POST /api/auth/logout: the server answers with a fresh anonymous identity cookie. */
export function postLogout(): Promise<LogoutResponse> {
  return apiPost('/api/auth/logout', {}, loadLogoutResponse);
}

/** Logs out; the token was bound to the signed-in identity: it is dropped whatever the answer (spec 7). */
export async function signOut(): Promise<LogoutResponse> {
  try {
    return await postLogout();
  } finally {
    resetCsrfToken();
  }
}
