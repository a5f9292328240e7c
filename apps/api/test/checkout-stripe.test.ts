import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { buildTestApp, newVisitor, postAs, testDatabases } from './helpers/test-app';
import type { TestApp, Visitor } from './helpers/test-app';
import { startStripeFake, STRIPE_FAKE_SECRET_KEY, STRIPE_FAKE_WEBHOOK_SECRET } from './fakes/stripe-fake';
import type { StripeFake } from './fakes/stripe-fake';

const DAY = 86_400_000;
const start = new Date('2026-11-22T09:00:00.000Z');

let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake();
  fake.addPrice({ id: 'price_3day', unit_amount: 499, currency: 'eur', currency_options: { gbp: 449 } });
  fake.addPrice({ id: 'price_7day', unit_amount: 899, currency: 'eur', currency_options: { gbp: 799 } });
  fake.addPrice({ id: 'price_15day', unit_amount: 1499, currency: 'eur', currency_options: { gbp: 1299 } });
});
afterAll(() => fake.close());

describe.each(testDatabases)('Stripe checkout and fulfilment (%s)', (database) => {
  let t: TestApp;
  let clock = start;

  beforeAll(async () => {
    t = await buildTestApp(database, {
      now: () => clock,
      env: {
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: STRIPE_FAKE_SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_WEBHOOK_SECRET: STRIPE_FAKE_WEBHOOK_SECRET,
        STRIPE_PRICE_4DAY: 'price_3day',
        STRIPE_PRICE_10DAY: 'price_7day',
        STRIPE_PRICE_15DAY: 'price_15day',
        STRIPE_API_HOST: fake.sdkOptions.host,
        STRIPE_API_PORT: String(fake.sdkOptions.port),
        STRIPE_API_PROTOCOL: 'http',
        PUBLIC_URL: 'https://mizan.example',
      },
    });
  });
  afterAll(() => t.close());

  const nowSec = () => Math.floor(clock.getTime() / 1000);

  async function checkout(visitor: Visitor, plan = '10day', path = '/api/create-checkout-session') {
    const response = await postAs(t.app, visitor, path, { trigger: 'taxi-meter', plan, userLocale: 'de-DE' });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      clientSecret: string;
      sessionId: string;
      provider: string;
      publishableKey: string | null;
    };
  }

  const deliver = (event: { payload: string; header: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.header },
      payload: event.payload,
    });

  const confirm = (visitor: Visitor, sessionId: string) =>
    postAs(t.app, visitor, '/api/checkout-confirm', { session_id: sessionId });

  const passStatus = async (visitor: Visitor) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/pass-status',
        cookies: { [IDENTITY_COOKIE]: visitor.cookie },
      })
    ).json() as {
      active: boolean;
      passExpiresAt: string | null;
    };

  const passesFor = (sessionId: string) =>
    t.app.db.selectFrom('passes').selectAll().where('providerSessionId', '=', sessionId).execute();

  it('prices the plans from the Stripe prices, in GBP when asked', async () => {
    const gbp = (await t.app.inject({ method: 'GET', url: '/api/plan-prices?currency=GBP' })).json() as {
      plans: Record<string, { unit_amount: number; currency: string }>;
    };
    expect(gbp.plans['10day']).toMatchObject({ unit_amount: 799, currency: 'gbp' });
    const byDefault = (await t.app.inject({ method: 'GET', url: '/api/plan-prices' })).json() as typeof gbp;
    expect(byDefault.plans['4day']).toMatchObject({ unit_amount: 499, currency: 'eur' });
  });

  it.each([
    [
      '/api/create-checkout-session',
      'https://mizan.example/pay/complete?session_id={CHECKOUT_SESSION_ID}&t=taxi-meter',
      'standard',
    ],
    [
      '/api/create-checkout-session/mr',
      'https://mizan.example/mr/complete?session_id={CHECKOUT_SESSION_ID}&t=taxi-meter',
      'mr',
    ],
    [
      '/api/create-checkout-session/tst',
      'https://mizan.example/tst/complete?session_id={CHECKOUT_SESSION_ID}&t=taxi-meter',
      'tst',
    ],
  ])('%s opens an embedded session owned by the visitor', async (path, returnUrl, kind) => {
    const visitor = await newVisitor(t.app);
    const session = await checkout(visitor, '10day', path);
    expect(session).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_fake' });
    expect(fake.session(session.sessionId)).toMatchObject({
      ui_mode: 'embedded_page',
      return_url: returnUrl,
      locale: 'de',
      amount_total: 899,
      metadata: { identityId: visitor.identityId, plan: '10day', trigger: 'taxi-meter', checkout: kind },
    });
  });

  it('the same signed event delivered 5 times at once creates one pass, dated from the payment', async () => {
    const visitor = await newVisitor(t.app);
    const { sessionId } = await checkout(visitor);
    const paidAt = new Date(clock.getTime() - 30_000);
    fake.completeSession(sessionId, { at: paidAt });
    const event = fake.signedEvent('checkout.session.completed', sessionId, { timestamp: nowSec() });
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await passesFor(sessionId)).toHaveLength(1);
    expect(await passStatus(visitor)).toEqual({
      active: true,
      passExpiresAt: new Date(paidAt.getTime() + 7 * DAY).toISOString(),
    });
  });

  it('5 webhooks racing 5 confirms create one pass, and every confirm sees the same expiry', async () => {
    const visitor = await newVisitor(t.app);
    const { sessionId } = await checkout(visitor, '15day');
    const paidAt = new Date(clock.getTime() - 1000);
    fake.completeSession(sessionId, { at: paidAt });
    const event = fake.signedEvent('checkout.session.completed', sessionId, { timestamp: nowSec() });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => [deliver(event), confirm(visitor, sessionId)]).flat(),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const expected = { active: true, passExpiresAt: new Date(paidAt.getTime() + 15 * DAY).toISOString() };
    for (const response of responses.filter((_, i) => i % 2 === 1)) expect(response.json()).toEqual(expected);
    expect(await passesFor(sessionId)).toHaveLength(1);
  });

  it.each(['webhook first', 'confirm first'])('%s, then the other: one pass, same expiry', async (order) => {
    const visitor = await newVisitor(t.app);
    const { sessionId } = await checkout(visitor, '4day');
    const paidAt = new Date(clock.getTime() - 5000);
    fake.completeSession(sessionId, { at: paidAt });
    const event = fake.signedEvent('checkout.session.completed', sessionId, { timestamp: nowSec() });
    const first = order === 'webhook first' ? await deliver(event) : await confirm(visitor, sessionId);
    const second = order === 'webhook first' ? await confirm(visitor, sessionId) : await deliver(event);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await passesFor(sessionId)).toHaveLength(1);
    expect(await passStatus(visitor)).toEqual({
      active: true,
      passExpiresAt: new Date(paidAt.getTime() + 3 * DAY).toISOString(),
    });
  });

  it('confirming before the card is charged creates nothing', async () => {
    const visitor = await newVisitor(t.app);
    const { sessionId } = await checkout(visitor);
    expect((await confirm(visitor, sessionId)).json()).toEqual({ active: false, passExpiresAt: null });
    expect(await passesFor(sessionId)).toHaveLength(0);
  });

  it('an unpaid completed session (async method) gets its pass only with the async success event', async () => {
    const visitor = await newVisitor(t.app);
    const { sessionId } = await checkout(visitor);
    const paidAt = new Date(clock.getTime() - 2000);
    fake.completeSession(sessionId, { at: paidAt, async: true });
    expect(
      (await deliver(fake.signedEvent('checkout.session.completed', sessionId, { timestamp: nowSec() })))
        .statusCode,
    ).toBe(200);
    expect((await confirm(visitor, sessionId)).json()).toEqual({ active: false, passExpiresAt: null });
    expect(await passesFor(sessionId)).toHaveLength(0);

    fake.succeedAsyncPayment(sessionId);
    expect(
      (
        await deliver(
          fake.signedEvent('checkout.session.async_payment_succeeded', sessionId, { timestamp: nowSec() }),
        )
      ).statusCode,
    ).toBe(200);
    expect(await passesFor(sessionId)).toHaveLength(1);
    expect(await passStatus(visitor)).toMatchObject({ active: true });
  });

  type Forgery = (sessionId: string) => { payload: string; header: string };
  it.each<[string, Forgery]>([
    [
      'a tampered body',
      (id) => {
        const event = fake.signedEvent('checkout.session.completed', id, { timestamp: nowSec() });
        return { ...event, payload: event.payload.replace('"pending_webhooks":1', '"pending_webhooks":2') };
      },
    ],
    [
      'a wrong secret',
      (id) =>
        fake.signedEvent('checkout.session.completed', id, { timestamp: nowSec(), secret: 'whsec_not_ours' }),
    ],
    [
      'a stale timestamp',
      (id) => fake.signedEvent('checkout.session.completed', id, { timestamp: nowSec() - 301 }),
    ],
    [
      'no signature',
      (id) => ({
        ...fake.signedEvent('checkout.session.completed', id, { timestamp: nowSec() }),
        header: '',
      }),
    ],
  ])('%s -> 400 and no pass', async (_label, forge) => {
    const visitor = await newVisitor(t.app);
    const { sessionId } = await checkout(visitor);
    fake.completeSession(sessionId, { at: clock });
    const response = await deliver(forge(sessionId));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
    expect(await passesFor(sessionId)).toHaveLength(0);
  });

  it("another visitor can neither confirm nor deactivate someone's pass", async () => {
    const buyer = await newVisitor(t.app);
    const stranger = await newVisitor(t.app);
    const { sessionId } = await checkout(buyer);
    fake.completeSession(sessionId, { at: clock });
    expect((await confirm(stranger, sessionId)).statusCode).toBe(404);
    expect(await passesFor(sessionId)).toHaveLength(0);
    expect((await confirm(buyer, sessionId)).json()).toMatchObject({ active: true });
    expect((await postAs(t.app, stranger, '/api/deactivate-pass', {})).statusCode).toBe(404);
    expect(await passStatus(buyer)).toMatchObject({ active: true });
  });

  it('deactivation ends the pass, and a redelivered event does not revive it', async () => {
    const visitor = await newVisitor(t.app);
    const { sessionId } = await checkout(visitor);
    fake.completeSession(sessionId, { at: clock });
    const event = fake.signedEvent('checkout.session.completed', sessionId, { timestamp: nowSec() });
    await deliver(event);
    const deactivated = await postAs(t.app, visitor, '/api/deactivate-pass', {});
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toEqual({ message: 'Your pass was deactivated.' });
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await confirm(visitor, sessionId)).json()).toEqual({ active: false, passExpiresAt: null });
    expect(await passesFor(sessionId)).toHaveLength(1);
    expect((await postAs(t.app, visitor, '/api/deactivate-pass', {})).statusCode).toBe(404);
  });

  it('the pass is active 1 s before its expiry and not 1 s after', async () => {
    const visitor = await newVisitor(t.app);
    const { sessionId } = await checkout(visitor, '4day');
    fake.completeSession(sessionId, { at: clock });
    await confirm(visitor, sessionId);
    const expiresAt = clock.getTime() + 3 * DAY;
    const saved = clock;
    try {
      clock = new Date(expiresAt - 1000);
      expect(await passStatus(visitor)).toEqual({
        active: true,
        passExpiresAt: new Date(expiresAt).toISOString(),
      });
      clock = new Date(expiresAt + 1000);
      expect(await passStatus(visitor)).toEqual({ active: false, passExpiresAt: null });
      expect((await postAs(t.app, visitor, '/api/deactivate-pass', {})).statusCode).toBe(404);
    } finally {
      clock = saved;
    }
  });

  it('has no demo card endpoint while Stripe takes the payments', async () => {
    const visitor = await newVisitor(t.app);
    const { sessionId } = await checkout(visitor);
    const response = await postAs(t.app, visitor, '/api/demo-checkout/pay', {
      sessionId,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(response.statusCode).toBe(404);
    expect(fake.session(sessionId)).toMatchObject({ status: 'open', payment_status: 'unpaid' });
  });

  it('ignores a plan or amount sent by the client: the pass follows the session Stripe holds', async () => {
    const visitor = await newVisitor(t.app);
    const response = await postAs(t.app, visitor, '/api/create-checkout-session', {
      plan: '4day',
      amount: 1,
      days: 15,
    });
    const { sessionId } = response.json() as { sessionId: string };
    expect(fake.session(sessionId)).toMatchObject({ amount_total: 499 });
    fake.completeSession(sessionId, { at: clock });
    await confirm(visitor, sessionId);
    expect(await passesFor(sessionId)).toMatchObject([{ plan: '4day', days: 3, provider: 'stripe' }]);
  });
});

describe('Stripe configuration', () => {
  it('refuses to start with PAYMENTS=stripe but no webhook secret or price ids, naming each', async () => {
    const started = buildTestApp('sqlite', {
      env: { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: STRIPE_FAKE_SECRET_KEY },
    });
    await expect(started).rejects.toThrow(ConfigError);
    await expect(started).rejects.toThrow(
      /STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PUBLISHABLE_KEY[\s\S]*STRIPE_PRICE_4DAY[\s\S]*STRIPE_PRICE_10DAY[\s\S]*STRIPE_PRICE_15DAY/,
    );
  });
});
