import { afterEach, describe, expect, it } from 'vitest';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { buildTestApp, newVisitor, postAs, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

describe.each(testDatabases)('CSRF on state-changing routes (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('answers a token bound to the identity: stable for it, different for another', async () => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    const again = await t.app.inject({ method: 'GET', url: '/api/auth/csrf', cookies: { [IDENTITY_COOKIE]: ana.cookie } });
    expect(again.json()).toEqual({ csrf: ana.csrf });
    expect(again.headers['cache-control']).toBe('no-store');
    const bob = await newVisitor(t.app);
    expect(bob.csrf).not.toBe(ana.csrf);
    expect(ana.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('lets a request with the token in header and body through', async () => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    const response = await postAs(t.app, ana, '/api/access', { feature: 'translate' });
    expect(response.statusCode).toBe(200);
    expect(await t.app.repos.usageCounters.used(ana.identityId, 'translate')).toBe(1);
  });

  it.each([
    ['no token at all', () => ({}), () => ({}), 403, 'csrf_invalid'],
    ['the header only', (csrf: string) => ({ 'x-csrf': csrf }), () => ({}), 403, 'csrf_invalid'],
    ['the body only', () => ({}), (csrf: string) => ({ csrf }), 403, 'csrf_invalid'],
    ['header and body that differ', (csrf: string) => ({ 'x-csrf': csrf }), (csrf: string) => ({ csrf: `${csrf}x` }), 403, 'csrf_invalid'],
    ['a made-up token in both', () => ({ 'x-csrf': 'forged' }), () => ({ csrf: 'forged' }), 403, 'csrf_invalid'],
  ])('refuses %s with no side effect', async (_label, headers, body, status, code) => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/access',
      cookies: { [IDENTITY_COOKIE]: ana.cookie },
      headers: { 'content-type': 'application/json', ...headers(ana.csrf) },
      payload: { feature: 'translate', ...body(ana.csrf) },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.any(String), code });
    expect(await t.app.repos.usageCounters.used(ana.identityId, 'translate')).toBe(0);
  });

  it("refuses another identity's token (in header and body) with no side effect", async () => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    const bob = await newVisitor(t.app);
    const response = await postAs(t.app, { ...ana, csrf: bob.csrf }, '/api/access', { feature: 'translate' });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('csrf_invalid');
    expect(await t.app.repos.usageCounters.used(ana.identityId, 'translate')).toBe(0);
    expect(await t.app.repos.usageCounters.used(bob.identityId, 'translate')).toBe(0);
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['multipart/form-data; boundary=x']])(
    'answers 415 for a %s body, even with a valid token, with no side effect',
    async (contentType) => {
      t = await buildTestApp(database);
      const ana = await newVisitor(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/access',
        cookies: { [IDENTITY_COOKIE]: ana.cookie },
        headers: { 'content-type': contentType, 'x-csrf': ana.csrf },
        payload: `feature=translate&csrf=${ana.csrf}`,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json<{ code: string }>().code).toBe('unsupported_media_type');
      expect(await t.app.repos.usageCounters.used(ana.identityId, 'translate')).toBe(0);
    },
  );

  it('accepts application/json with a charset parameter', async () => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/access',
      cookies: { [IDENTITY_COOKIE]: ana.cookie },
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-csrf': ana.csrf },
      payload: JSON.stringify({ feature: 'translate', csrf: ana.csrf }),
    });
    expect(response.statusCode).toBe(200);
  });

  it('skips the check on a route that opts out (a provider webhook), and sets no identity there', async () => {
    let calls = 0;
    t = await buildTestApp(database, {
      beforeReady: (app) =>
        app.post('/api/test-webhook', { config: { csrf: false, identity: false } }, async () => {
          calls += 1;
          return { received: true };
        }),
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/test-webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toHaveLength(0);
    expect(calls).toBe(1);
  });
});
