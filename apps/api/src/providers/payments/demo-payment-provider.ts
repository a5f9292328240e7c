import { randomBytes } from 'node:crypto';
import { DEMO_PLAN_PRICES, PLAN_CURRENCIES, isPlanKey } from '@mizan/data/plans';
import type { PlanCurrency, PlanKey } from '@mizan/data/plans';
import type { DemoCheckoutSessionsRepository } from '../../repositories/demo-checkout-sessions';
import { checkDemoCard } from './demo-card';
import type { DemoCardInput } from './demo-card';
import { WebhookSignatureError } from './payment-provider';
import type {
  CheckoutSessionRef,
  CreateCheckoutInput,
  PaymentEvent,
  PaymentProvider,
  PlanPriceQuote,
  ProviderSession,
} from './payment-provider';

/** Like Stripe's Checkout Sessions, a demo session can be paid for 24 hours. */
const SESSION_LIFETIME_MS = 24 * 3_600_000;

export type DemoPayOutcome =
  | { outcome: 'paid'; returnUrl: string }
  | { outcome: 'not_found' }
  | { outcome: 'declined'; message: string }
  | { outcome: 'invalid'; field: 'cardNumber' | 'expiry' | 'cvc'; message: string };

export interface DemoPaymentProvider extends PaymentProvider {
  readonly name: 'demo';
  /** Takes no money: checks the card as Stripe's test mode would and, if it pays, marks the session paid. */
  pay(sessionId: string, card: DemoCardInput): Promise<DemoPayOutcome>;
}

export function isDemoPaymentProvider(provider: PaymentProvider): provider is DemoPaymentProvider {
  return provider.name === 'demo' && 'pay' in provider;
}

function demoCurrency(currency: string): PlanCurrency {
  return (PLAN_CURRENCIES as readonly string[]).includes(currency) ? (currency as PlanCurrency) : 'eur';
}

/**
 * The embedded default: an in-app card form, no network, no real charge. Sessions live in the database so
 * the confirm call, the pass-status poll and any server instance see the same payment. Refused in
 * production unless PAYMENTS=demo is set (config.ts).
 */
export function createDemoPaymentProvider(options: {
  sessions: DemoCheckoutSessionsRepository;
  now: () => Date;
}): DemoPaymentProvider {
  const { sessions, now } = options;

  async function openSession(id: string) {
    const session = await sessions.findById(id);
    if (!session || now().getTime() - session.createdAt >= SESSION_LIFETIME_MS) return null;
    return session;
  }

  return {
    name: 'demo',
    publishableKey: null,

    async createCheckoutSession(input: CreateCheckoutInput): Promise<CheckoutSessionRef> {
      const currency = demoCurrency(input.currency);
      const id = `cs_demo_${randomBytes(16).toString('hex')}`;
      const created = await sessions.create({
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        idempotencyKey: input.idempotencyKey,
        identityId: input.identityId,
        plan: input.plan,
        trigger: input.trigger,
        checkout: input.checkout,
        amount: DEMO_PLAN_PRICES[currency][input.plan],
        currency,
        returnUrl: input.returnUrl,
        paidAt: null,
        createdAt: now().getTime(),
      });
      return { id: created.id, clientSecret: created.clientSecret };
    },

    async getSession(id: string): Promise<ProviderSession | null> {
      const session = await sessions.findById(id);
      if (!session) return null;
      return {
        id: session.id,
        paid: session.paidAt !== null,
        paidAt: session.paidAt === null ? null : new Date(session.paidAt),
        plan: isPlanKey(session.plan) ? session.plan : null,
        identityId: session.identityId,
        amount: session.amount,
        currency: session.currency,
      };
    },

    parseWebhook(): PaymentEvent {
      // The demo form confirms in-app; nothing can legitimately post a demo webhook.
      throw new WebhookSignatureError('The demo payment provider sends no webhooks');
    },

    async planPrices(currency: string): Promise<Record<PlanKey, PlanPriceQuote>> {
      const code = demoCurrency(currency);
      const quote = (plan: PlanKey): PlanPriceQuote => ({
        unitAmount: DEMO_PLAN_PRICES[code][plan],
        currency: code,
      });
      return { '4day': quote('4day'), '10day': quote('10day'), '15day': quote('15day') };
    },

    async pay(sessionId: string, card: DemoCardInput): Promise<DemoPayOutcome> {
      const session = await openSession(sessionId);
      if (!session) return { outcome: 'not_found' };
      const returnUrl = session.returnUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id));
      if (session.paidAt !== null) return { outcome: 'paid', returnUrl };
      const check = checkDemoCard(card, now());
      if (check.outcome !== 'approved') return check;
      await sessions.markPaid(session.id, now().getTime());
      return { outcome: 'paid', returnUrl };
    },
  };
}
