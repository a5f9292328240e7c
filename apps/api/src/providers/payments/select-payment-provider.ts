import type { Config } from '../../config';
import type { DemoCheckoutSessionsRepository } from '../../repositories/demo-checkout-sessions';
import { createDemoPaymentProvider } from './demo-payment-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';

/**
 * Stripe when config.payments says so (its six variables were checked at start by the config schema), else
 * the in-app demo checkout, which takes no money and keeps its sessions in our database.
 */
export function selectPaymentProvider(
  config: Pick<Config, 'payments' | 'stripe' | 'providerTimeoutMs'>,
  demo: { sessions: DemoCheckoutSessionsRepository; now: () => Date },
): PaymentProvider {
  if (config.payments.provider === 'demo') return createDemoPaymentProvider(demo);
  const { stripe } = config;
  return createStripePaymentProvider({
    secretKey: stripe.secretKey,
    publishableKey: stripe.publishableKey,
    webhookSecret: stripe.webhookSecret,
    priceIds: stripe.priceIds,
    timeoutMs: config.providerTimeoutMs,
    ...stripe.api,
  });
}
