import Stripe from 'stripe';
import { PLAN_KEYS, isPlanKey } from '@mizan/data/plans';
import type { PlanKey } from '@mizan/data/plans';
import { ProviderError } from '../provider-error';
import { WebhookSignatureError } from './payment-provider';
import type {
  CheckoutSessionRef,
  CreateCheckoutInput,
  PaymentEvent,
  PaymentProvider,
  PlanPriceQuote,
  ProviderSession,
} from './payment-provider';

export interface StripePaymentProviderOptions {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string;
  /** The Stripe Price (one-time) sold for each plan; GBP and other currencies via its currency_options. */
  priceIds: Record<PlanKey, string>;
  timeoutMs: number;
  /** Oldest accepted webhook signature, seconds (Stripe's own default is 300). */
  webhookToleranceSec?: number;
  /** Only for a local fake of the Stripe API in tests. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

// Events after which a Checkout Session may have become paid. A `completed` event for an async method
// (SEPA, Bancontact...) arrives with payment_status 'unpaid'; the money lands with `async_payment_succeeded`.
const SESSION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

// Stripe Checkout's languages among the app's (en, es, fr, de); anything else lets Stripe choose.
const CHECKOUT_LOCALES = new Set<Stripe.Checkout.SessionCreateParams.Locale>(['en', 'es', 'fr', 'de']);

const PRICE_CACHE_MS = 5 * 60_000;
const NAME = 'Stripe';

function checkoutLocale(tag: string | null): Stripe.Checkout.SessionCreateParams.Locale {
  const language = tag?.split('-')[0]?.toLowerCase() as
    Stripe.Checkout.SessionCreateParams.Locale | undefined;
  return language && CHECKOUT_LOCALES.has(language) ? language : 'auto';
}

/** Every SDK failure becomes a ProviderError (502/503/504), never a raw Stripe message to the visitor. */
function toProviderError(error: unknown): ProviderError {
  if (error instanceof Stripe.errors.StripeConnectionError) {
    const timedOut = /timeout|timed out/i.test(error.message);
    return new ProviderError(
      NAME,
      timedOut ? 'timeout' : 'unavailable',
      timedOut ? 'Stripe did not answer in time' : 'Stripe is unreachable',
      { cause: error },
    );
  }
  if (error instanceof Stripe.errors.StripeRateLimitError || error instanceof Stripe.errors.StripeAPIError) {
    return new ProviderError(NAME, 'unavailable', 'Stripe is unavailable', { cause: error });
  }
  return new ProviderError(NAME, 'failed', 'Stripe refused the request', { cause: error });
}

function unitAmountIn(price: Stripe.Price, currency: string): PlanPriceQuote | null {
  if (price.currency === currency && price.unit_amount !== null)
    return { unitAmount: price.unit_amount, currency };
  const option = price.currency_options?.[currency];
  if (option?.unit_amount != null) return { unitAmount: option.unit_amount, currency };
  return null;
}

/** Stripe Embedded Checkout (ui_mode `embedded_page` since API 2026-03-25; `embedded` before) and its webhooks. */
export function createStripePaymentProvider(options: StripePaymentProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    timeout: options.timeoutMs,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
  const tolerance = options.webhookToleranceSec ?? 300;
  const priceCache = new Map<PlanKey, { price: Promise<Stripe.Price>; until: number }>();

  function price(plan: PlanKey): Promise<Stripe.Price> {
    const cached = priceCache.get(plan);
    if (cached && cached.until > Date.now()) return cached.price;
    const fetched = stripe.prices.retrieve(options.priceIds[plan], { expand: ['currency_options'] });
    priceCache.set(plan, { price: fetched, until: Date.now() + PRICE_CACHE_MS });
    fetched.catch(() => priceCache.delete(plan));
    return fetched;
  }

  async function quote(plan: PlanKey, currency: string): Promise<PlanPriceQuote> {
    const found = await price(plan);
    const quoted = unitAmountIn(found, currency) ?? unitAmountIn(found, found.currency);
    if (!quoted)
      throw new ProviderError(NAME, 'failed', `The Stripe price of plan ${plan} has no fixed amount`);
    return quoted;
  }

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    async createCheckoutSession(input: CreateCheckoutInput): Promise<CheckoutSessionRef> {
      const metadata = {
        identityId: input.identityId,
        plan: input.plan,
        trigger: input.trigger ?? '',
        checkout: input.checkout,
      };
      try {
        const { currency } = await quote(input.plan, input.currency);
        const session = await stripe.checkout.sessions.create(
          {
            ui_mode: 'embedded_page',
            mode: 'payment',
            line_items: [{ price: options.priceIds[input.plan], quantity: 1 }],
            currency,
            return_url: input.returnUrl,
            locale: checkoutLocale(input.locale),
            client_reference_id: input.identityId,
            metadata,
            payment_intent_data: { metadata },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!session.client_secret)
          throw new ProviderError(NAME, 'failed', 'Stripe returned a session without a client secret');
        return { id: session.id, clientSecret: session.client_secret };
      } catch (error) {
        throw error instanceof ProviderError ? error : toProviderError(error);
      }
    },

    async getSession(id: string): Promise<ProviderSession | null> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent.latest_charge'] });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw toProviderError(error);
      }
      const paid = session.status === 'complete' && session.payment_status === 'paid';
      const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      // The charge's creation is when the card was charged; every caller derives the same instant from it.
      // A paid session without a charge object falls back to the session's creation, still deterministic.
      const paidAtSec = paid ? (charge?.created ?? session.created) : null;
      const plan = session.metadata?.plan;
      return {
        id: session.id,
        paid,
        paidAt: paidAtSec === null ? null : new Date(paidAtSec * 1000),
        plan: isPlanKey(plan) ? plan : null,
        identityId: session.metadata?.identityId || null,
        amount: session.amount_total,
        currency: session.currency,
      };
    },

    parseWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): PaymentEvent {
      if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          options.webhookSecret,
          tolerance,
          undefined,
          now.getTime(),
        );
      } catch (cause) {
        throw new WebhookSignatureError('Invalid Stripe webhook signature', { cause });
      }
      if (!SESSION_EVENTS.has(event.type)) return { kind: 'ignored', eventId: event.id, type: event.type };
      const object = event.data.object as { id?: unknown; object?: unknown };
      if (object.object !== 'checkout.session' || typeof object.id !== 'string')
        return { kind: 'ignored', eventId: event.id, type: event.type };
      return { kind: 'session', eventId: event.id, type: event.type, sessionId: object.id };
    },

    async planPrices(currency: string): Promise<Record<PlanKey, PlanPriceQuote>> {
      try {
        const [fourDay, tenDay, fifteenDay] = await Promise.all(
          PLAN_KEYS.map((plan) => quote(plan, currency)),
        );
        if (!fourDay || !tenDay || !fifteenDay)
          throw new ProviderError(NAME, 'failed', 'Stripe prices are incomplete');
        return { '4day': fourDay, '10day': tenDay, '15day': fifteenDay };
      } catch (error) {
        throw error instanceof ProviderError ? error : toProviderError(error);
      }
    },
  };
}
