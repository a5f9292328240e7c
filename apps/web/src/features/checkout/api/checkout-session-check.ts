import type { CreateCheckoutSessionResponse, PaymentProviderName } from '@mizan/contracts/checkout';
import type { Check } from '@/lib/check';
import { isObject, isOneOf, isText, isTextOrNull } from '@/lib/value-checks';

const FAILED = { success: false } as const;

const isProvider = isOneOf<PaymentProviderName>({ stripe: true, demo: true });

/**
 * The checkout session's contract (`createCheckoutSessionResponse`, classic zod) checked by hand: the hidden
 * checkouts open their session on their first render, and the contract's module would bring zod (26 KB gzip)
 * onto that first load (ADR 022, 2026-11-25). Built as a `CreateCheckoutSessionResponse`, so a field added to,
 * removed from or retyped in the contract fails the typecheck here; checkout-session-check.test.ts runs both
 * checks on the same answers.
 */
export const checkoutSessionCheck: Check<CreateCheckoutSessionResponse> = {
  safeParse(value) {
    if (!isObject(value)) return FAILED;
    const { clientSecret, sessionId, provider, publishableKey } = value;
    if (
      !isText(clientSecret) ||
      !isText(sessionId) ||
      !isProvider(provider) ||
      !isTextOrNull(publishableKey)
    ) {
      return FAILED;
    }
    const data: CreateCheckoutSessionResponse = { clientSecret, sessionId, provider, publishableKey };
    return { success: true, data };
  },
};
