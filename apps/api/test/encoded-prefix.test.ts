import { afterEach, describe, expect, it } from 'vitest';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { buildTestApp, newVisitor, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

// Issue 12 item 2: the router decodes the path, so these all reach /api routes; the identity, CSRF and
// rate-limit hooks must treat them exactly as the plain spelling.
const SPELLINGS = [
  (path: string) => `/%61pi${path}`,
  (path: string) => `/%61%70%69${path}`,
  (path: string) => `/api/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`,
];
const spell = (path: string) => SPELLINGS.map((spelling) => spelling(path));

describe.each(testDatabases)('a percent-encoded /api path gets the same checks (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it.each(spell('/auth/logout'))('refuses POST %s without a cookie or a token (CSRF)', async (url) => {
    t = await buildTestApp(database);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: expect.any(String), code: 'csrf_invalid' });
  });

  it.each(spell('/access'))('refuses POST %s with no side effect when the token is missing', async (url) => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url,
      cookies: { [IDENTITY_COOKIE]: ana.cookie },
      headers: { 'content-type': 'application/json' },
      payload: { feature: 'translate' },
    });
    expect(response.statusCode).toBe(403);
    expect(await t.app.repos.usageCounters.used(ana.identityId, 'translate')).toBe(0);
  });

  it.each(spell('/identity'))('answers GET %s with the visitor identity (not a 500)', async (url) => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    const known = await t.app.inject({ method: 'GET', url, cookies: { [IDENTITY_COOKIE]: ana.cookie } });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ id: ana.identityId, type: 'anonymous', email: null });
    const stranger = await t.app.inject({ method: 'GET', url });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.cookies.map((cookie) => cookie.name)).toEqual([IDENTITY_COOKIE]);
  });

  it.each(spell('/pass-status'))('counts GET %s in the same rate limit as the plain path', async (url) => {
    t = await buildTestApp(database, { env: { RATE_LIMIT_MAX: '2' } });
    const remoteAddress = '192.0.2.10';
    for (const plain of ['/api/pass-status', '/api/pass-status']) {
      expect((await t.app.inject({ method: 'GET', url: plain, remoteAddress })).statusCode).toBe(200);
    }
    const encoded = await t.app.inject({ method: 'GET', url, remoteAddress });
    expect(encoded.statusCode).toBe(429);
    expect(encoded.json()).toEqual({ error: expect.any(String), code: 'rate_limited' });
  });

  it('still answers 404 for an encoded path that matches no route, and never limits /healthz', async () => {
    t = await buildTestApp(database, { env: { RATE_LIMIT_MAX: '1' } });
    const missing = await t.app.inject({ method: 'POST', url: '/%61pi/nope', payload: {} });
    expect(missing.statusCode).toBe(404);
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    }
  });
});
