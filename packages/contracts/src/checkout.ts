import { z } from 'zod';
import { FEATURES } from '@mizan/domain/pass/features';
import { withCsrf } from './csrf';
import { planCurrency, planKey } from './plans';
import { passStatusResponse } from './pass-status';
import { text } from './text';

/** The paid feature that sent the visitor to /pay (query t), if any. */
export const checkoutTrigger = z.enum(FEATURES).nullable().optional();

export const PAYMENT_PROVIDERS = ['stripe', 'demo'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** POST /api/create-checkout-session. Only the plan is trusted; its price comes from the provider. */
export const createCheckoutSessionRequest = withCsrf({
  trigger: checkoutTrigger,
  plan: planKey,
  /** BCP 47 tag of the browser, e.g. en-GB; the checkout form uses its language when supported. */
  userLocale: text().max(35).optional(),
  userCurrency: z.optional(planCurrency),
});
export type CreateCheckoutSessionRequest = z.infer<typeof createCheckoutSessionRequest>;

/** The alternate (/mr) and test (/tst) checkouts send only the trigger; the plan defaults to the 7-day one. */
export const createAltCheckoutSessionRequest = withCsrf({
  trigger: checkoutTrigger,
  plan: z.optional(planKey),
  userLocale: text().max(35).optional(),
  userCurrency: z.optional(planCurrency),
});
export type CreateAltCheckoutSessionRequest = z.infer<typeof createAltCheckoutSessionRequest>;

export const createCheckoutSessionResponse = z.object({
  clientSecret: z.string(),
  /** The session id, which the demo form posts back with the card. */
  sessionId: z.string(),
  /** Which checkout to mount: Stripe's EmbeddedCheckout, or the in-app demo form. */
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe publishable key for loadStripe(); null for the demo provider. */
  publishableKey: z.string().nullable(),
});
export type CreateCheckoutSessionResponse = z.infer<typeof createCheckoutSessionResponse>;

export const checkoutConfirmRequest = withCsrf({ session_id: text().min(1).max(255) });
export type CheckoutConfirmRequest = z.infer<typeof checkoutConfirmRequest>;

/** The pass status after confirming: active once paid; the completion page still polls pass-status. */
export const checkoutConfirmResponse = passStatusResponse;
export type CheckoutConfirmResponse = z.infer<typeof checkoutConfirmResponse>;

/** POST /api/demo-checkout/pay: the demo form's card entry (never a real card; nothing is charged). */
export const demoPayRequest = withCsrf({
  sessionId: text().min(1).max(255),
  cardNumber: text().min(1).max(40),
  /** MM/YY */
  expiry: text().min(1).max(10),
  cvc: text().min(1).max(8),
});
export type DemoPayRequest = z.infer<typeof demoPayRequest>;

export const demoPayResponse = z.object({
  paid: z.literal(true),
  /** Where to go next, as Stripe's embedded checkout would redirect: the completion page with session_id. */
  returnUrl: z.string(),
});
export type DemoPayResponse = z.infer<typeof demoPayResponse>;

/** What the webhook answers Stripe once the event is handled (any 2xx stops its retries). */
export const webhookResponse = z.object({ received: z.literal(true) });
export type WebhookResponse = z.infer<typeof webhookResponse>;

export const deactivatePassRequest = withCsrf({});
export type DeactivatePassRequest = z.infer<typeof deactivatePassRequest>;

export const deactivatePassResponse = z.object({ message: z.string() });
export type DeactivatePassResponse = z.infer<typeof deactivatePassResponse>;
