import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { buildTestApp, newVisitor, postAs, testDatabases } from './helpers/test-app';
import type { TestApp, Visitor } from './helpers/test-app';

const PASSWORD = 'mint tea in the medina';
// Every register or login hashes at full OWASP cost (argon2id, 19 MiB: tens of ms, more on a busy CI box).
const HASH_HEAVY_TIMEOUT_MS = 60_000;

describe.each(testDatabases)('accounts (%s)', (database) => {
  let t: TestApp;
  const clock = new Date('2026-11-22T09:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp(database, { now: () => clock, env: { PAYMENTS: 'demo' } });
  });
  afterAll(() => t.close());

  const get = (visitor: Visitor, url: string) =>
    t.app.inject({ method: 'GET', url, cookies: { [IDENTITY_COOKIE]: visitor.cookie } });

  /** The visitor after a response that set a new identity cookie, with the CSRF token of that identity. */
  async function follow(response: Awaited<ReturnType<typeof postAs>>): Promise<Visitor> {
    const cookie = response.cookies.find((c) => c.name === IDENTITY_COOKIE);
    if (!cookie) throw new Error('no identity cookie in the answer');
    const csrf = (
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/csrf',
        cookies: { [IDENTITY_COOKIE]: cookie.value },
      })
    ).json() as { csrf: string };
    const identity = (
      await t.app.inject({
        method: 'GET',
        url: '/api/identity',
        cookies: { [IDENTITY_COOKIE]: cookie.value },
      })
    ).json() as { id: string };
    return { cookie: cookie.value, csrf: csrf.csrf, identityId: identity.id };
  }

  async function buyPass(visitor: Visitor) {
    const session = (
      await postAs(t.app, visitor, '/api/create-checkout-session', { plan: '10day' })
    ).json() as { sessionId: string };
    const paid = await postAs(t.app, visitor, '/api/demo-checkout/pay', {
      sessionId: session.sessionId,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(200);
    await postAs(t.app, visitor, '/api/checkout-confirm', { session_id: session.sessionId });
  }

  it('registers, rotates the cookie, carries the pass and usage over, and answers me and identity', async () => {
    const anonymous = await newVisitor(t.app);
    await buyPass(anonymous);
    const before = (await get(anonymous, '/api/pass-status')).json() as {
      active: boolean;
      passExpiresAt: string;
    };
    expect(before.active).toBe(true);

    const registered = await postAs(t.app, anonymous, '/api/auth/register', {
      email: 'Amina@Example.com',
      password: PASSWORD,
    });
    expect(registered.statusCode).toBe(200);
    const account = registered.json() as { id: string; email: string };
    expect(account.email).toBe('amina@example.com');
    const cookie = registered.cookies.find((c) => c.name === IDENTITY_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const user = await follow(registered);
    expect(user.identityId).not.toBe(anonymous.identityId);

    expect((await get(user, '/api/auth/me')).json()).toEqual(account);
    expect((await get(user, '/api/identity')).json()).toEqual({
      id: user.identityId,
      type: 'user',
      email: 'amina@example.com',
    });
    expect((await get(user, '/api/pass-status')).json()).toEqual(before);
    // The old cookie did not become signed in, and no longer holds the pass.
    expect((await get(anonymous, '/api/auth/me')).statusCode).toBe(401);
    expect((await get(anonymous, '/api/pass-status')).json()).toEqual({ active: false, passExpiresAt: null });
    // The old identity's CSRF token is useless for the new cookie.
    expect(
      (await postAs(t.app, { ...user, csrf: anonymous.csrf }, '/api/deactivate-pass', {})).statusCode,
    ).toBe(403);
  });

  it('moves free-use counters to the account, keeping the larger count', async () => {
    const anonymous = await newVisitor(t.app);
    for (let i = 0; i < 2; i++)
      expect((await postAs(t.app, anonymous, '/api/access', { feature: 'translate' })).statusCode).toBe(200);
    const user = await follow(
      await postAs(t.app, anonymous, '/api/auth/register', {
        email: 'youssef@example.com',
        password: PASSWORD,
      }),
    );
    const third = (await postAs(t.app, user, '/api/access', { feature: 'translate' })).json();
    expect(third).toEqual({ allowed: true, remaining: 0, reason: 'free' });
    expect((await postAs(t.app, user, '/api/access', { feature: 'translate' })).json()).toMatchObject({
      allowed: false,
    });
  });

  it(
    'logs out to a fresh anonymous identity and back in to the account and its pass',
    async () => {
      const anonymous = await newVisitor(t.app);
      const user = await follow(
        await postAs(t.app, anonymous, '/api/auth/register', {
          email: 'leila@example.com',
          password: PASSWORD,
        }),
      );
      await buyPass(user);
      const pass = (await get(user, '/api/pass-status')).json() as { active: boolean };
      expect(pass.active).toBe(true);

      const loggedOut = await postAs(t.app, user, '/api/auth/logout', {});
      expect(loggedOut.statusCode).toBe(200);
      const guest = await follow(loggedOut);
      expect((await get(guest, '/api/auth/me')).statusCode).toBe(401);
      expect((await get(guest, '/api/identity')).json()).toMatchObject({ type: 'anonymous', email: null });
      expect((await get(guest, '/api/pass-status')).json()).toEqual({ active: false, passExpiresAt: null });

      const again = await follow(
        await postAs(t.app, guest, '/api/auth/login', { email: 'LEILA@example.com', password: PASSWORD }),
      );
      expect((await get(again, '/api/auth/me')).json()).toMatchObject({ email: 'leila@example.com' });
      expect((await get(again, '/api/pass-status')).json()).toEqual(pass);
    },
    HASH_HEAVY_TIMEOUT_MS,
  );

  it.each([
    ['a taken email', { email: 'amina@example.com', password: PASSWORD }, 409, 'conflict'],
    ['a short password', { email: 'new@example.com', password: 'short pass' }, 400, 'validation_failed'],
    ['a bad email', { email: 'not an email', password: PASSWORD }, 400, 'validation_failed'],
  ])('refuses to register %s', async (_label, body, status, code) => {
    const visitor = await newVisitor(t.app);
    const response = await postAs(t.app, visitor, '/api/auth/register', body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
  });

  it('answers an unknown email like a wrong password', async () => {
    const visitor = await newVisitor(t.app);
    const response = await postAs(t.app, visitor, '/api/auth/login', {
      email: 'nobody@example.com',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Wrong email or password.', code: 'unauthorized' });
  });
});
