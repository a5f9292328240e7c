import { randomUUID } from 'node:crypto';
import type {
  CreateAltCheckoutSessionRequest,
  CreateCheckoutSessionResponse,
  DemoPayRequest,
  DemoPayResponse,
} from '@mizan/contracts/checkout';
import type { PlanPrice, PlanPricesResponse } from '@mizan/contracts/plans';
import { DEFAULT_PLAN, PLANS } from '@mizan/data/plans';
import type { PlanKey } from '@mizan/data/plans';
import { HttpError } from '../http-error';
import { isDemoPaymentProvider } from '../providers/payments/demo-payment-provider';
import { WebhookSignatureError } from '../providers/payments/payment-provider';
import type { CheckoutKind, PaymentEvent, PaymentProvider } from '../providers/payments/payment-provider';
import type { FulfilOutcome, Passes } from './passes';

// Where the provider sends the buyer back; it replaces the literal {CHECKOUT_SESSION_ID} (so not encoded).
const COMPLETION_PATH: Record<CheckoutKind, string> = {
  standard: '/pay/complete',
  mr: '/mr/complete',
  tst: '/tst/complete',
};

const NO_SESSION = 'No such checkout session.';

/** Buying a pass: prices, checkout sessions, the demo card form, the provider's webhook. */
export interface Checkout {
  readonly provider: PaymentProvider['name'];
  planPrices(currency: string | undefined): Promise<PlanPricesResponse>;
  /** `requestOrigin` builds the return URL only when PUBLIC_URL is unset (never in production: see config). */
  createSession(
    ownerId: string,
    checkout: CheckoutKind,
    request: CreateAltCheckoutSessionRequest,
    requestOrigin: string,
  ): Promise<CreateCheckoutSessionResponse>;
  /** The browser's confirm call after the redirect: fulfils if paid; 404 for a session that is not the caller's. */
  confirm(sessionId: string, ownerId: string): Promise<void>;
  /** Only with the demo provider: pays the caller's demo session with a test card. */
  demoPay(ownerId: string, request: DemoPayRequest): Promise<DemoPayResponse>;
  /** A provider webhook: verified over the raw bytes, then fulfilled (a failure throws, so the provider retries). */
  handleWebhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<{ event: PaymentEvent; outcome: FulfilOutcome['status'] | null }>;
}

export function createCheckout(deps: {
  payments: PaymentProvider;
  passes: Passes;
  now: () => Date;
  publicUrl: string | undefined;
  defaultCurrency: string;
}): Checkout {
  const { payments, passes, now } = deps;

  function returnUrl(origin: string, checkout: CheckoutKind, trigger: string | null): string {
    const base = (deps.publicUrl ?? origin).replace(/\/$/, '');
    const triggerQuery = trigger ? `&t=${encodeURIComponent(trigger)}` : '';
    return `${base}${COMPLETION_PATH[checkout]}?session_id={CHECKOUT_SESSION_ID}${triggerQuery}`;
  }

  return {
    provider: payments.name,

    async planPrices(currency) {
      // Prices come from the provider (Stripe Prices, or the demo defaults), never from the client.
      const quotes = await payments.planPrices(currency ?? deps.defaultCurrency);
      const price = (key: PlanKey): PlanPrice => ({
        unit_amount: quotes[key].unitAmount,
        currency: quotes[key].currency,
        id: PLANS[key].id,
        days: PLANS[key].days,
        most_popular: PLANS[key].mostPopular,
      });
      return { plans: { '4day': price('4day'), '10day': price('10day'), '15day': price('15day') } };
    },

    async createSession(ownerId, checkout, request, requestOrigin) {
      const trigger = request.trigger ?? null;
      const ref = await payments.createCheckoutSession({
        identityId: ownerId,
        plan: request.plan ?? DEFAULT_PLAN,
        trigger,
        checkout,
        locale: request.userLocale ?? null,
        currency: request.userCurrency ?? deps.defaultCurrency,
        returnUrl: returnUrl(requestOrigin, checkout, trigger),
        // One key per attempt (this request): the SDK's own retries of it cannot open a second session.
        idempotencyKey: randomUUID(),
      });
      return {
        clientSecret: ref.clientSecret,
        sessionId: ref.id,
        provider: payments.name,
        publishableKey: payments.publishableKey,
      };
    },

    async confirm(sessionId, ownerId) {
      const outcome = await passes.fulfil(sessionId, ownerId);
      if (outcome.status === 'not_found') throw new HttpError(404, 'not_found', NO_SESSION);
    },

    async demoPay(ownerId, { sessionId, cardNumber, expiry, cvc }) {
      if (!isDemoPaymentProvider(payments)) throw new HttpError(404, 'not_found', NO_SESSION);
      const session = await payments.getSession(sessionId);
      if (!session || (await passes.ownerOf(session)) !== ownerId)
        throw new HttpError(404, 'not_found', NO_SESSION);
      const result = await payments.pay(sessionId, { cardNumber, expiry, cvc });
      switch (result.outcome) {
        case 'paid':
          return { paid: true as const, returnUrl: result.returnUrl };
        case 'not_found':
          throw new HttpError(
            404,
            'not_found',
            'This checkout session has expired. Start again from the pay page.',
          );
        case 'declined':
          throw new HttpError(402, 'payment_required', result.message);
        case 'invalid':
          throw new HttpError(400, 'validation_failed', result.message);
      }
    },

    async handleWebhook(rawBody, signature) {
      let event: PaymentEvent;
      try {
        event = payments.parseWebhook(rawBody, signature, now());
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw new HttpError(400, 'bad_request', 'Webhook signature verification failed.');
        throw error;
      }
      if (event.kind !== 'session') return { event, outcome: null };
      const outcome = await passes.fulfil(event.sessionId);
      return { event, outcome: outcome.status };
    },
  };
}
