import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { SESSION_LIFETIME } from '../src/services/accounts';
import { clientAt, follow, get, post, registered } from './auth-helpers';
import type { Client } from './auth-helpers';
import { buildTestApp, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

// Issue 12, item 5: signed-in sessions are server-side records that logout, a password change and expiry end.
const PASSWORD = 'mint tea in the medina';
const DAY_SECONDS = 24 * 60 * 60;
const SESSION_SECONDS = SESSION_LIFETIME.lifetimeMs / 1000;

describe.each(testDatabases)('signed-in sessions (%s)', (database) => {
  let t: TestApp;
  let clock = new Date('2026-11-22T09:00:00.000Z');
  const later = (days: number) => (clock = new Date(clock.getTime() + days * DAY_SECONDS * 1000));

  beforeAll(async () => {
    t = await buildTestApp(database, { now: () => clock, env: { PAYMENTS: 'demo' } });
  });
  afterAll(() => t.close());

  const me = (client: Client) => get(t.app, client, '/api/auth/me');
  const cookieOf = (response: Awaited<ReturnType<typeof me>>) =>
    response.cookies.find((c) => c.name === IDENTITY_COOKIE);

  it('ends the session at logout: the old cookie no longer answers /api/auth/me', async () => {
    const user = await registered(t.app, '198.51.100.10', 'sara@example.com', PASSWORD);
    expect((await me(user)).json()).toMatchObject({ email: 'sara@example.com' });

    const out = await post(t.app, user, '/api/auth/logout', {});
    expect(out.statusCode).toBe(200);
    const guest = await follow(t.app, user, out);
    expect((await me(guest)).statusCode).toBe(401);

    // The old cookie, kept (or stolen) after the logout, is signed in no more: it gets a fresh anonymous identity.
    const stale = await me(user);
    expect(stale.statusCode).toBe(401);
    const identity = await get(t.app, user, '/api/identity');
    expect(identity.json()).toMatchObject({ type: 'anonymous', email: null });
    expect(cookieOf(identity)?.value).not.toBe(user.cookie);
  });

  it('gives a signed-in cookie 30 days after its last use, and the anonymous one its 400 days', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/identity',
      remoteAddress: '198.51.100.11',
    });
    expect(cookieOf(anonymous)?.maxAge).toBe(400 * DAY_SECONDS);

    const client = await clientAt(t.app, '198.51.100.11');
    const signedUp = await post(t.app, client, '/api/auth/register', {
      email: 'hamid@example.com',
      password: PASSWORD,
    });
    expect(cookieOf(signedUp)?.maxAge).toBe(SESSION_SECONDS);
    const user = await follow(t.app, client, signedUp);

    // Used on day 29: the session (and the cookie) move to 30 days from then, once that day.
    later(29);
    const used = await me(user);
    expect(used.statusCode).toBe(200);
    expect(cookieOf(used)?.maxAge).toBe(SESSION_SECONDS);
    expect(cookieOf(used)?.value).toBe(user.cookie);
    expect(cookieOf(await me(user))).toBeUndefined();
    later(29);
    expect((await me(user)).statusCode).toBe(200);

    // 30 days without use: the session has expired.
    later(30);
    expect((await me(user)).statusCode).toBe(401);
  });

  it('ends every session of a user at once (what a password change calls)', async () => {
    const laptop = await registered(t.app, '198.51.100.12', 'yasmine@example.com', PASSWORD);
    const phoneAt = await clientAt(t.app, '198.51.100.13');
    const phone = await follow(
      t.app,
      phoneAt,
      await post(t.app, phoneAt, '/api/auth/login', { email: 'yasmine@example.com', password: PASSWORD }),
    );
    const someoneElse = await registered(t.app, '198.51.100.14', 'karim@example.com', PASSWORD);
    const { id } = (await me(laptop)).json() as { id: string };

    expect(await t.app.repos.sessions.revokeAllForUser(id)).toBe(2);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(someoneElse)).statusCode).toBe(200);
  });

  it('ends the previous session when a signed-in browser signs in again', async () => {
    const first = await registered(t.app, '198.51.100.15', 'ines@example.com', PASSWORD);
    const again = await post(t.app, first, '/api/auth/login', {
      email: 'ines@example.com',
      password: PASSWORD,
    });
    const second = await follow(t.app, first, again);
    expect((await me(second)).statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
  });

  it("keeps an anonymous visitor's identity, cookie and pass exactly as before", async () => {
    const visitor = await clientAt(t.app, '198.51.100.16');
    const { id } = (await get(t.app, visitor, '/api/identity')).json() as { id: string };
    const session = (
      await post(t.app, visitor, '/api/create-checkout-session', { plan: '10day' })
    ).json() as { sessionId: string };
    await post(t.app, visitor, '/api/demo-checkout/pay', {
      sessionId: session.sessionId,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    await post(t.app, visitor, '/api/checkout-confirm', { session_id: session.sessionId });
    const identity = await get(t.app, visitor, '/api/identity');
    expect(identity.json()).toEqual({ id, type: 'anonymous', email: null });
    expect(cookieOf(identity)).toBeUndefined();
    expect((await get(t.app, visitor, '/api/pass-status')).json()).toMatchObject({ active: true });
    expect((await me(visitor)).statusCode).toBe(401);
  });
});
