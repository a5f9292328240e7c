import type { Feature } from '@mizan/domain/pass/features';
import type { PlanKey } from '@mizan/data/plans';
import type { PaymentProviderName } from '@mizan/contracts/checkout';

/** Which checkout page started the session: /pay, the hidden /mr/checkout or the /tst/checkout. */
export const CHECKOUT_KINDS = ['standard', 'mr', 'tst'] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];

export interface CreateCheckoutInput {
  /** The identity (anonymous or signed-in owner) the pass will belong to; travels in the session metadata. */
  identityId: string;
  plan: PlanKey;
  trigger: Feature | null;
  checkout: CheckoutKind;
  /** BCP 47 tag from the browser; the provider picks its closest supported language. */
  locale: string | null;
  /** Lowercase ISO 4217; a currency the provider has no price in falls back to its default one. */
  currency: string;
  /** Absolute URL with the literal `{CHECKOUT_SESSION_ID}`, replaced by the provider on redirect. */
  returnUrl: string;
  /** One per purchase attempt, so a retried request cannot open two sessions. */
  idempotencyKey: string;
}

export interface CheckoutSessionRef {
  id: string;
  clientSecret: string;
}

/** A checkout session as the provider knows it: the only source of truth for fulfilment. */
export interface ProviderSession {
  id: string;
  /** Money collected (an async method that has not settled yet is not paid). */
  paid: boolean;
  /** When the provider took the payment; null while unpaid. */
  paidAt: Date | null;
  /** From the provider-side metadata written at creation, never from the client; null when missing or unknown. */
  plan: PlanKey | null;
  identityId: string | null;
  amount: number | null;
  currency: string | null;
}

/**
 * A verified webhook. `session` events name a checkout session that may have become paid; fulfilment
 * still asks the provider, so the event body is never trusted for the payment state.
 */
export type PaymentEvent =
  | { kind: 'session'; eventId: string; type: string; sessionId: string }
  | { kind: 'ignored'; eventId: string; type: string };

export interface PlanPriceQuote {
  /** Minor units. */
  unitAmount: number;
  currency: string;
}

/** Thrown by parseWebhook when the signature is missing, wrong or too old: the route answers 400. */
export class WebhookSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** For the browser's loadStripe(); null when the checkout is the in-app demo form. */
  readonly publishableKey: string | null;
  createCheckoutSession(input: CreateCheckoutInput): Promise<CheckoutSessionRef>;
  /** null when the provider has no such session. */
  getSession(id: string): Promise<ProviderSession | null>;
  /** Verifies the signature over the raw bytes as received; `now` is the clock that judges staleness. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): PaymentEvent;
  /** The price of every plan in `currency`, or in the provider's own currency when it has none for it. */
  planPrices(currency: string): Promise<Record<PlanKey, PlanPriceQuote>>;
}
