import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { buildTestApp, newVisitor, postAs, testDatabases } from './helpers/test-app';
import type { TestApp, Visitor } from './helpers/test-app';

// Issue 12 item 9: a NUL in any string a client sends is a 400 from the contract (packages/contracts text()),
// never a PostgreSQL error (its text columns refuse U+0000) turned into a 500.
describe.each(testDatabases)('NUL bytes in client strings (%s)', (database) => {
  let t: TestApp;
  let visitor: Visitor;
  beforeAll(async () => {
    t = await buildTestApp(database, { env: { PAYMENTS: 'demo' } });
    visitor = await newVisitor(t.app);
  });
  afterAll(() => t.close());

  it.each([
    ['/api/checkout-confirm', { session_id: 'cs_demo_\u0000' }, 'session_id'],
    [
      '/api/demo-checkout/pay',
      { sessionId: '\u0000', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
      'sessionId',
    ],
    [
      '/api/demo-checkout/pay',
      { sessionId: 'x', cardNumber: '4242\u0000', expiry: '12/34', cvc: '123' },
      'cardNumber',
    ],
    ['/api/auth/register', { email: 'ana\u0000@example.com', password: 'a long enough password' }, 'email'],
    ['/api/auth/login', { email: 'ana@example.com', password: 'a long enough\u0000password' }, 'password'],
    ['/api/create-checkout-session', { plan: '10day', userLocale: 'en\u0000GB' }, 'userLocale'],
    ['/api/taxi/estimate', { depart: 'Jemaa el-Fna\u0000', arrivee: 'Menara' }, 'depart'],
  ])('POST %s with a NUL in %s: 400 naming the field', async (url, body, field) => {
    const response = await postAs(t.app, visitor, url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: expect.stringContaining(`body.${field}`),
      code: 'validation_failed',
    });
  });

  it('a NUL in the CSRF field: refused before anything runs', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-confirm',
      cookies: { [IDENTITY_COOKIE]: visitor.cookie },
      headers: { 'content-type': 'application/json', 'x-csrf': visitor.csrf },
      payload: { session_id: 'cs_x', csrf: `${visitor.csrf}\u0000` },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each([
    ['/api/taxi/autocomplete?input=Jemaa%00', 'input'],
    ['/api/plan-prices?currency=eu%00', 'currency'],
  ])('GET %s: 400 naming %s', async (url, field) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      cookies: { [IDENTITY_COOKIE]: visitor.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: expect.stringContaining(`querystring.${field}`),
      code: 'validation_failed',
    });
  });
});
