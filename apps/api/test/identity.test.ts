import { afterEach, describe, expect, it } from 'vitest';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { buildTestApp, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

describe.each(testDatabases)('identity (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('gives a first-time visitor an anonymous identity in a signed, httpOnly, SameSite=Lax cookie', async () => {
    t = await buildTestApp(database);
    const response = await t.app.inject({ method: 'GET', url: '/api/identity' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ id: string; type: string; email: null }>();
    expect(body).toEqual({ id: expect.any(String), type: 'anonymous', email: null });
    const cookie = response.cookies.find((c) => c.name === IDENTITY_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value.startsWith(`${body.id}.`)).toBe(true);
    expect(await t.app.repos.identities.findById(body.id)).toMatchObject({ id: body.id, userId: null });
  });

  it('keeps the same identity while the cookie comes back, and sets no new cookie', async () => {
    t = await buildTestApp(database);
    const first = await t.app.inject({ method: 'GET', url: '/api/identity' });
    const cookie = first.cookies[0]?.value ?? '';
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/identity',
      cookies: { [IDENTITY_COOKIE]: cookie },
    });
    expect(second.json()).toEqual(first.json());
    expect(second.cookies).toHaveLength(0);
  });

  it.each([
    ['a tampered signature', (value: string) => `${value.slice(0, -2)}xx`],
    ['an unsigned id', (value: string) => value.split('.')[0] ?? ''],
  ])('replaces %s with a fresh identity', async (_label, tamper) => {
    t = await buildTestApp(database);
    const first = await t.app.inject({ method: 'GET', url: '/api/identity' });
    const forged = tamper(first.cookies[0]?.value ?? '');
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/identity',
      cookies: { [IDENTITY_COOKIE]: forged },
    });
    expect(second.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
    expect(second.cookies[0]?.name).toBe(IDENTITY_COOKIE);
  });

  it('keeps telling a genuine cookie from a forged one when both come back again and again', async () => {
    t = await buildTestApp(database);
    const first = await t.app.inject({ method: 'GET', url: '/api/identity' });
    const genuine = first.cookies[0]?.value ?? '';
    const forged = `${genuine.slice(0, -2)}xx`;
    const idWith = async (cookie: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/identity', cookies: { [IDENTITY_COOKIE]: cookie } })
      ).json<{
        id: string;
      }>().id;
    const id = first.json<{ id: string }>().id;
    for (let round = 0; round < 2; round++) {
      expect(await idWith(genuine)).toBe(id);
      expect(await idWith(forged)).not.toBe(id);
    }
  });

  it('answers type user with the email once a user is linked', async () => {
    t = await buildTestApp(database);
    const first = await t.app.inject({ method: 'GET', url: '/api/identity' });
    const { id } = first.json<{ id: string }>();
    await t.app.db
      .insertInto('users')
      .values({ id: 'u1', email: 'ana@example.com', passwordHash: 'x', createdAt: 0 })
      .execute();
    await t.app.db.updateTable('identities').set({ userId: 'u1' }).where('id', '=', id).execute();
    // A signed-in identity counts while its session lives (ADR 019).
    await t.app.repos.sessions.create({ id, userId: 'u1', createdAt: 0, expiresAt: Date.now() + 60_000 });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/identity',
      cookies: { [IDENTITY_COOKIE]: first.cookies[0]?.value ?? '' },
    });
    expect(again.json()).toEqual({ id, type: 'user', email: 'ana@example.com' });
  });

  it.each([
    [
      'behind a trusted proxy that says https',
      { TRUST_PROXY: 'true' },
      { 'x-forwarded-proto': 'https' },
      true,
    ],
    [
      'behind a trusted proxy that says http',
      { TRUST_PROXY: 'true' },
      { 'x-forwarded-proto': 'http' },
      undefined,
    ],
    [
      'when an untrusted client claims https',
      { TRUST_PROXY: 'false' },
      { 'x-forwarded-proto': 'https' },
      undefined,
    ],
  ])('marks the cookie Secure only over HTTPS: %s', async (_label, env, headers, secure) => {
    t = await buildTestApp(database, { env });
    const response = await t.app.inject({ method: 'GET', url: '/api/identity', headers });
    expect(response.cookies[0]?.secure).toBe(secure);
  });

  it('sets no identity cookie outside /api', async () => {
    t = await buildTestApp(database);
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.cookies).toHaveLength(0);
  });
});
