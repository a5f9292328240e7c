import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../src/providers/provider-error';
import { WebhookSignatureError } from '../src/providers/payments/payment-provider';
import type { CreateCheckoutInput, PaymentProvider } from '../src/providers/payments/payment-provider';
import { createStripePaymentProvider } from '../src/providers/payments/stripe-payment-provider';
import {
  parseStripeForm,
  startStripeFake,
  STRIPE_FAKE_SECRET_KEY,
  STRIPE_FAKE_WEBHOOK_SECRET,
} from './fakes/stripe-fake';
import type { StripeFake } from './fakes/stripe-fake';

const priceIds = { '4day': 'price_3day', '10day': 'price_7day', '15day': 'price_15day' } as const;

let fake: StripeFake;
let stripe: PaymentProvider;

const input = (overrides: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput => ({
  identityId: 'idn_anon_1',
  plan: '10day',
  trigger: 'taxi-meter',
  checkout: 'standard',
  locale: 'fr-FR',
  currency: 'eur',
  returnUrl: 'https://mizan.example/pay/complete?session_id={CHECKOUT_SESSION_ID}&t=taxi-meter',
  idempotencyKey: randomUUID(),
  ...overrides,
});

beforeAll(async () => {
  fake = await startStripeFake();
  fake.addPrice({ id: 'price_3day', unit_amount: 499, currency: 'eur', currency_options: { gbp: 449 } });
  fake.addPrice({ id: 'price_7day', unit_amount: 899, currency: 'eur', currency_options: { gbp: 799 } });
  fake.addPrice({ id: 'price_15day', unit_amount: 1499, currency: 'eur', currency_options: { gbp: 1299 } });
  stripe = createStripePaymentProvider({
    secretKey: STRIPE_FAKE_SECRET_KEY,
    publishableKey: 'pk_test_fake',
    webhookSecret: STRIPE_FAKE_WEBHOOK_SECRET,
    priceIds,
    timeoutMs: 2000,
    ...fake.sdkOptions,
  });
});
afterAll(() => fake.close());
beforeEach(() => fake.server.reset());

describe('Stripe adapter: checkout sessions', () => {
  it('creates an embedded session with the plan price, metadata, locale and return URL', async () => {
    const ref = await stripe.createCheckoutSession(input());
    expect(ref.clientSecret).toMatch(new RegExp(`^${ref.id}_secret_`));
    const sent = parseStripeForm(fake.server.requests.find((r) => r.method === 'POST')?.body ?? '');
    expect(sent).toMatchObject({
      ui_mode: 'embedded_page',
      mode: 'payment',
      line_items: { 0: { price: 'price_7day', quantity: '1' } },
      locale: 'fr',
      return_url: input().returnUrl,
      metadata: { identityId: 'idn_anon_1', plan: '10day', trigger: 'taxi-meter', checkout: 'standard' },
    });
    expect(fake.session(ref.id)).toMatchObject({ amount_total: 899, currency: 'eur', status: 'open' });
  });

  it.each([
    ['gbp', 'price_3day', 449, 'gbp'],
    ['usd', 'price_3day', 499, 'eur'],
  ])('in %s charges %s at %i %s', async (currency, _price, amount, charged) => {
    const ref = await stripe.createCheckoutSession(input({ plan: '4day', currency }));
    expect(fake.session(ref.id)).toMatchObject({ amount_total: amount, currency: charged });
  });

  it('sends the idempotency key, so a retried attempt gets the same session', async () => {
    const first = await stripe.createCheckoutSession(input({ idempotencyKey: 'same-attempt' }));
    const again = await stripe.createCheckoutSession(input({ idempotencyKey: 'same-attempt' }));
    expect(again).toEqual(first);
    const posts = fake.server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.headers['idempotency-key'])).toEqual(['same-attempt', 'same-attempt']);
  });

  it.each([
    ['an unknown locale', 'ar-MA', 'auto'],
    ['no locale', null, 'auto'],
    ['German', 'de', 'de'],
  ])('maps %s to %s', async (_label, locale, expected) => {
    const ref = await stripe.createCheckoutSession(input({ locale }));
    expect(fake.session(ref.id)?.locale).toBe(expected);
  });
});

describe('Stripe adapter: reading a session', () => {
  it('is unpaid until the card is charged, then paid at the charge time with the metadata', async () => {
    const ref = await stripe.createCheckoutSession(input({ plan: '15day' }));
    expect(await stripe.getSession(ref.id)).toMatchObject({
      paid: false,
      paidAt: null,
      plan: '15day',
      identityId: 'idn_anon_1',
    });
    fake.completeSession(ref.id, { at: new Date('2026-11-22T10:00:05Z') });
    expect(await stripe.getSession(ref.id)).toEqual({
      id: ref.id,
      paid: true,
      paidAt: new Date('2026-11-22T10:00:05Z'),
      plan: '15day',
      identityId: 'idn_anon_1',
      amount: 1499,
      currency: 'eur',
    });
  });

  it('keeps an async payment unpaid until it succeeds', async () => {
    const ref = await stripe.createCheckoutSession(input());
    fake.completeSession(ref.id, { at: new Date('2026-11-22T10:00:00Z'), async: true });
    expect(await stripe.getSession(ref.id)).toMatchObject({ paid: false, paidAt: null });
    fake.succeedAsyncPayment(ref.id);
    expect(await stripe.getSession(ref.id)).toMatchObject({
      paid: true,
      paidAt: new Date('2026-11-22T10:00:00Z'),
    });
  });

  it('answers null for a session Stripe does not know', async () => {
    expect(await stripe.getSession('cs_test_unknown')).toBeNull();
  });

  it.each([
    [{ status: 500, json: { error: { type: 'api_error', message: 'boom' } } }, 'unavailable'],
    [{ status: 429, json: { error: { type: 'rate_limit_error', message: 'slow down' } } }, 'unavailable'],
    [
      { status: 401, json: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } } },
      'failed',
    ],
  ] as const)('maps HTTP %j to a ProviderError %s', async (reply, failure) => {
    fake.server.override(reply);
    const error = await stripe.getSession('cs_test_any').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ failure });
  });
});

describe('Stripe adapter: plan prices', () => {
  it.each([
    ['eur', { '4day': 499, '10day': 899, '15day': 1499 }, 'eur'],
    ['gbp', { '4day': 449, '10day': 799, '15day': 1299 }, 'gbp'],
    ['cad', { '4day': 499, '10day': 899, '15day': 1499 }, 'eur'],
  ])('%s', async (currency, amounts, expected) => {
    const prices = await stripe.planPrices(currency);
    for (const [plan, amount] of Object.entries(amounts)) {
      expect(prices[plan as keyof typeof prices]).toEqual({ unitAmount: amount, currency: expected });
    }
  });
});

describe('Stripe adapter: webhooks', () => {
  const now = new Date();

  it('accepts a signed checkout.session.completed and names its session', async () => {
    const ref = await stripe.createCheckoutSession(input());
    const { payload, header } = fake.signedEvent('checkout.session.completed', ref.id);
    expect(stripe.parseWebhook(Buffer.from(payload), header, now)).toMatchObject({
      kind: 'session',
      type: 'checkout.session.completed',
      sessionId: ref.id,
    });
  });

  it('ignores other event types', async () => {
    const ref = await stripe.createCheckoutSession(input());
    const { payload, header } = fake.signedEvent('checkout.session.expired', ref.id);
    expect(stripe.parseWebhook(Buffer.from(payload), header, now)).toMatchObject({
      kind: 'ignored',
      type: 'checkout.session.expired',
    });
  });

  type Mutation = (payload: string, header: string) => [string, string | undefined];
  it.each<[string, Mutation]>([
    ['a tampered body', (p, h) => [p.replace('"livemode":false', '"livemode":true '), h]],
    ['a missing signature', (p) => [p, undefined]],
    ['a garbage signature', (p) => [p, 't=1,v1=deadbeef']],
  ])('refuses %s', async (_label, mutate) => {
    const ref = await stripe.createCheckoutSession(input());
    const { payload, header } = fake.signedEvent('checkout.session.completed', ref.id);
    const [body, signature] = mutate(payload, header);
    expect(() => stripe.parseWebhook(Buffer.from(body), signature, now)).toThrow(WebhookSignatureError);
  });

  it('refuses a signature made with another secret', async () => {
    const ref = await stripe.createCheckoutSession(input());
    const { payload, header } = fake.signedEvent('checkout.session.completed', ref.id, {
      secret: 'whsec_someone_else',
    });
    expect(() => stripe.parseWebhook(Buffer.from(payload), header, now)).toThrow(WebhookSignatureError);
  });

  it.each([
    [299, true],
    [301, false],
  ])('a signature %i s old is accepted: %s', async (ageSec, accepted) => {
    const ref = await stripe.createCheckoutSession(input());
    const timestamp = Math.floor(now.getTime() / 1000) - ageSec;
    const { payload, header } = fake.signedEvent('checkout.session.completed', ref.id, { timestamp });
    const parse = () => stripe.parseWebhook(Buffer.from(payload), header, now);
    if (accepted) expect(parse()).toMatchObject({ kind: 'session' });
    else expect(parse).toThrow(WebhookSignatureError);
  });
});
