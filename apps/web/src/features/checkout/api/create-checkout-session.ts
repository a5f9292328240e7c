import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateCheckoutSessionResponse } from '@mizan/contracts/checkout';
import type { PlanKey } from '@mizan/data/plans';
import type { Feature } from '@mizan/domain/pass/features';
import { apiPost } from '@/lib/api-client';
import { SESSION_ENDPOINT } from '../lib/checkout-kind';
import type { CheckoutKind } from '../lib/checkout-kind';

export interface CheckoutSessionInput {
  kind: CheckoutKind;
  plan: PlanKey;
  trigger: Feature | null;
  userLocale: string;
  userCurrency: string | null;
}

// The contract loads with the request, which the pay page makes once its checkout is in view (ADR 022).
const loadSessionResponse = async () =>
  (await import('@mizan/contracts/checkout')).createCheckoutSessionResponse;

/** POST /api/create-checkout-session (or its /mr, /tst variants): a session to mount the checkout with. */
export function createCheckoutSession(input: CheckoutSessionInput): Promise<CreateCheckoutSessionResponse> {
  const body = {
    trigger: input.trigger,
    plan: input.plan,
    userLocale: input.userLocale,
    ...(input.userCurrency ? { userCurrency: input.userCurrency } : {}),
  };
  return apiPost(SESSION_ENDPOINT[input.kind], body, loadSessionResponse);
}

/**
 * One session per plan for the life of the page (spec 4): going back to a tile reuses its session instead
 * of opening another; a failed start is not retried behind the visitor's back (the red box says so).
 */
export function checkoutSessionQueryOptions(input: CheckoutSessionInput) {
  return queryOptions({
    queryKey: ['checkout-session', input.kind, input.plan, input.trigger, input.userCurrency],
    queryFn: () => createCheckoutSession(input),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Mounted once the box is wanted (checkout-box.tsx): a prerendered page opens it hydrated, with the browser's values. */
export function useCheckoutSession(input: CheckoutSessionInput) {
  return useQuery(checkoutSessionQueryOptions(input));
}
