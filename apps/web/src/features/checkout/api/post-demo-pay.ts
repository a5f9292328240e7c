import { useMutation } from '@tanstack/react-query';
import { demoPayResponse } from '@mizan/contracts/checkout';
import type { DemoPayResponse } from '@mizan/contracts/checkout';
import { apiPost } from '@/lib/api-client';

export interface DemoCard {
  sessionId: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** POST /api/demo-checkout/pay: the demo form's card (test cards only, nothing is charged). */
export function postDemoPay(card: DemoCard): Promise<DemoPayResponse> {
  return apiPost('/api/demo-checkout/pay', { ...card }, demoPayResponse);
}

export function usePostDemoPay() {
  return useMutation({ mutationFn: postDemoPay });
}
