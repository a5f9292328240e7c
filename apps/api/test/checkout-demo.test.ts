import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { buildTestApp, newVisitor, postAs, testDatabases } from './helpers/test-app';
import type { TestApp, Visitor } from './helpers/test-app';

const start = new Date('2026-11-22T09:00:00.000Z');
const DAY = 86_400_000;

describe.each(testDatabases)('demo checkout (%s)', (database) => {
  let t: TestApp;
  let clock = start;

  beforeAll(async () => {
    t = await buildTestApp(database, { now: () => clock, env: { PAYMENTS: 'demo' } });
  });
  afterAll(() => t.close());

  async function openSession(visitor: Visitor, plan = '10day') {
    const response = await postAs(t.app, visitor, '/api/create-checkout-session', {
      trigger: 'taxi-estimate',
      plan,
      userLocale: 'en-GB',
      userCurrency: 'EUR',
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      clientSecret: string;
      sessionId: string;
      provider: string;
      publishableKey: string | null;
    };
  }

  const pay = (visitor: Visitor, sessionId: string, cardNumber: string) =>
    postAs(t.app, visitor, '/api/demo-checkout/pay', { sessionId, cardNumber, expiry: '12/34', cvc: '123' });

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

  it.each([
    [undefined, { '4day': 499, '10day': 899, '15day': 1499 }, 'eur'],
    ['GBP', { '4day': 449, '10day': 799, '15day': 1299 }, 'gbp'],
    ['usd', { '4day': 499, '10day': 899, '15day': 1499 }, 'eur'],
  ])('plan prices in %s', async (currency, amounts, expected) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/plan-prices${currency ? `?currency=${currency}` : ''}`,
    });
    expect(response.statusCode).toBe(200);
    const { plans } = response.json() as {
      plans: Record<string, { unit_amount: number; currency: string; id: string; days: number }>;
    };
    for (const [plan, amount] of Object.entries(amounts))
      expect(plans[plan]).toMatchObject({ unit_amount: amount, currency: expected });
    expect(plans['10day']).toMatchObject({ id: '7DAYPASS', days: 7, most_popular: true });
  });

  it('opens a demo session, pays with 4242 and activates a 7-day pass from the paid time', async () => {
    const visitor = await newVisitor(t.app);
    const session = await openSession(visitor);
    expect(session).toMatchObject({ provider: 'demo', publishableKey: null });
    expect(session.clientSecret).toMatch(new RegExp(`^${session.sessionId}_secret_`));

    clock = new Date(start.getTime() + 60_000);
    const paid = await pay(visitor, session.sessionId, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      paid: true,
      returnUrl: `http://localhost:80/pay/complete?session_id=${session.sessionId}&t=taxi-estimate`,
    });

    clock = new Date(start.getTime() + 120_000);
    const confirm = await postAs(t.app, visitor, '/api/checkout-confirm', { session_id: session.sessionId });
    const expected = new Date(start.getTime() + 60_000 + 7 * DAY).toISOString();
    expect(confirm.json()).toEqual({ active: true, passExpiresAt: expected });
    expect(await passStatus(visitor)).toEqual({ active: true, passExpiresAt: expected });
  });

  it('declines 4000 0000 0000 0002 with the decline message and creates no pass', async () => {
    const visitor = await newVisitor(t.app);
    const session = await openSession(visitor, '4day');
    const declined = await pay(visitor, session.sessionId, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ error: 'Your card was declined.', code: 'payment_required' });
    const confirm = await postAs(t.app, visitor, '/api/checkout-confirm', { session_id: session.sessionId });
    expect(confirm.json()).toEqual({ active: false, passExpiresAt: null });
  });

  it.each([
    ['a number failing Luhn', '4242 4242 4242 4241', 'Your card number is invalid.'],
    [
      'a card that is not a test card',
      '5555 5555 5555 4444',
      'Demo checkout (no real charge): use the test card 4242 4242 4242 4242.',
    ],
  ])('refuses %s with a clear 400', async (_label, card, message) => {
    const visitor = await newVisitor(t.app);
    const session = await openSession(visitor);
    const response = await pay(visitor, session.sessionId, card);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'validation_failed' });
    expect(await passStatus(visitor)).toEqual({ active: false, passExpiresAt: null });
  });

  it("will not let another visitor pay or confirm someone's session", async () => {
    const buyer = await newVisitor(t.app);
    const stranger = await newVisitor(t.app);
    const session = await openSession(buyer);
    expect((await pay(stranger, session.sessionId, '4242424242424242')).statusCode).toBe(404);
    expect((await pay(buyer, session.sessionId, '4242424242424242')).statusCode).toBe(200);
    expect(
      (await postAs(t.app, stranger, '/api/checkout-confirm', { session_id: session.sessionId })).statusCode,
    ).toBe(404);
    expect(await passStatus(stranger)).toEqual({ active: false, passExpiresAt: null });
  });

  it('refuses any webhook: the demo provider sends none', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
  });
});
