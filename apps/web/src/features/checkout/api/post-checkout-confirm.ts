import { checkoutConfirmResponse } from '@mizan/contracts/checkout';
import type { CheckoutConfirmResponse } from '@mizan/contracts/checkout';
import { apiPost } from '@/lib/api-client';

/** POST /api/checkout-confirm: asks the server to fulfil a paid session now, without waiting for a webhook. */
export function postCheckoutConfirm(sessionId: string): Promise<CheckoutConfirmResponse> {
  return apiPost('/api/checkout-confirm', { session_id: sessionId }, checkoutConfirmResponse);
}
