import type { CheckoutConfirmResponse } from '@mizan/contracts/checkout';
import { apiPost } from '@/lib/api-client';
import { passStatusCheck } from '@/lib/pass-status-check';

/**
 * POST /api/checkout-confirm: asks the server to fulfil a paid session now, without waiting for a webhook. Its
 * answer is the pass status's contract (`checkoutConfirmResponse = passStatusResponse`), checked by hand like
 * the polls that follow: the completion page sends it on its first render (ADR 022, 2026-11-25).
 */
export function postCheckoutConfirm(sessionId: string): Promise<CheckoutConfirmResponse> {
  return apiPost('/api/checkout-confirm', { session_id: sessionId }, passStatusCheck);
}
