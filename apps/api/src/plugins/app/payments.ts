import fp from 'fastify-plugin';
import { ConfigError } from '../../config';
import type { Config } from '../../config';
import { createDemoPaymentProvider } from '../../providers/payments/demo-payment-provider';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { createStripePaymentProvider } from '../../providers/payments/stripe-payment-provider';
import { createDemoCheckoutSessionsRepository } from '../../repositories/demo-checkout-sessions';
import { createAccounts } from '../../services/accounts';
import type { Accounts } from '../../services/accounts';
import { createFulfilment } from '../../services/fulfilment';
import type { Fulfilment } from '../../services/fulfilment';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider chosen by config.payments: Stripe, or the in-app demo checkout. */
    payments: PaymentProvider;
    fulfilment: Fulfilment;
    accounts: Accounts;
  }
}

function stripeFromConfig(config: Config): PaymentProvider {
  const { stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret } = config;
  const priceIds = {
    '4day': config.stripePrice4day,
    '10day': config.stripePrice10day,
    '15day': config.stripePrice15day,
  };
  const missing = [
    ['STRIPE_SECRET_KEY', secretKey],
    ['STRIPE_WEBHOOK_SECRET', webhookSecret],
    ['STRIPE_PUBLISHABLE_KEY', config.stripePublishableKey],
    ['STRIPE_PRICE_4DAY', priceIds['4day']],
    ['STRIPE_PRICE_10DAY', priceIds['10day']],
    ['STRIPE_PRICE_15DAY', priceIds['15day']],
  ].filter(([, value]) => !value);
  if (
    !secretKey ||
    !webhookSecret ||
    !priceIds['4day'] ||
    !priceIds['10day'] ||
    !priceIds['15day'] ||
    missing.length > 0
  ) {
    throw new ConfigError(missing.map(([name]) => `${name}: required when PAYMENTS=stripe`));
  }
  return createStripePaymentProvider({
    secretKey,
    webhookSecret,
    publishableKey: config.stripePublishableKey ?? null,
    priceIds: { '4day': priceIds['4day'], '10day': priceIds['10day'], '15day': priceIds['15day'] },
    timeoutMs: config.providerTimeoutMs,
    host: config.stripeApiHost,
    port: config.stripeApiPort,
    protocol: config.stripeApiProtocol,
  });
}

/** Payments, fulfilment and accounts: the Smart Pass side of the API. */
export const paymentsPlugin = fp(
  async (app) => {
    const payments =
      app.config.payments === 'stripe'
        ? stripeFromConfig(app.config)
        : createDemoPaymentProvider({ sessions: createDemoCheckoutSessionsRepository(app.db), now: app.now });
    app.decorate('payments', payments);
    app.decorate('fulfilment', createFulfilment({ db: app.db, payments, now: app.now }));
    app.decorate('accounts', createAccounts({ db: app.db, now: app.now }));
  },
  { name: 'payments', dependencies: ['config', 'db'] },
);
