import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { buildTestApp, newVisitor, postAs } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

// Issue 12 item 12: in production the payment return URL comes from PUBLIC_URL, never from a request header.
describe('the payment return URL', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('cannot start in production without PUBLIC_URL', async () => {
    const start = buildTestApp('sqlite', { env: { NODE_ENV: 'production', PAYMENTS: 'demo' } });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
  });

  it('in production, follows PUBLIC_URL whatever Host and X-Forwarded-Host say (even from a trusted proxy)', async () => {
    t = await buildTestApp('sqlite', {
      env: {
        NODE_ENV: 'production',
        PAYMENTS: 'demo',
        PUBLIC_URL: 'https://mizan.example/',
        TRUST_PROXY: '1',
      },
    });
    const visitor = await newVisitor(t.app);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      cookies: { mizan_id: visitor.cookie },
      headers: {
        'content-type': 'application/json',
        'x-csrf': visitor.csrf,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      },
      payload: { plan: '10day', csrf: visitor.csrf },
    });
    expect(opened.statusCode).toBe(200);
    const { sessionId } = opened.json<{ sessionId: string }>();
    const paid = await postAs(t.app, visitor, '/api/demo-checkout/pay', {
      sessionId,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(paid.json()).toEqual({
      paid: true,
      returnUrl: `https://mizan.example/pay/complete?session_id=${sessionId}`,
    });
  });
});
