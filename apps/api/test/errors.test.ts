import { afterEach, describe, expect, it } from 'vitest';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { ProviderError } from '../src/providers/provider-error';
import { buildTestApp, newVisitor, postAs, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

describe.each(testDatabases)('errors (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('answers 400 for malformed JSON, before any handler runs', async () => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/access',
      cookies: { [IDENTITY_COOKIE]: ana.cookie },
      headers: { 'content-type': 'application/json', 'x-csrf': ana.csrf },
      payload: '{"feature": "translate", "csrf": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'bad_request' });
    expect(await t.app.repos.usageCounters.used(ana.identityId, 'translate')).toBe(0);
  });

  it('answers 413 for a body over BODY_LIMIT_BYTES', async () => {
    t = await buildTestApp(database, { env: { BODY_LIMIT_BYTES: '2048' } });
    const ana = await newVisitor(t.app);
    const response = await postAs(t.app, ana, '/api/access', { feature: 'translate', padding: 'x'.repeat(4096) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request body is too large.', code: 'payload_too_large' });
    expect(await t.app.repos.usageCounters.used(ana.identityId, 'translate')).toBe(0);
  });

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/nope'],
    ['DELETE', '/api/identity'],
  ])('answers a JSON 404 for the unknown route %s %s', async (method, url) => {
    t = await buildTestApp(database);
    const response = await t.app.inject({ method: method as 'GET', url, headers: { 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : '{}' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.stringContaining(url), code: 'not_found' });
  });

  it.each([
    ['failed', 502, 'provider_failed'],
    ['unavailable', 503, 'provider_unavailable'],
    ['timeout', 504, 'provider_timeout'],
  ] as const)('turns a ProviderError %s into %i with its message', async (failure, status, code) => {
    t = await buildTestApp(database, {
      beforeReady: (app) =>
        app.get('/api/test-provider', async () => {
          throw new ProviderError('osrm', failure, 'The route service did not answer');
        }),
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/test-provider' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: 'The route service did not answer', code });
  });

  it('answers a generic 500 without details or a stack trace for anything unexpected', async () => {
    t = await buildTestApp(database, {
      beforeReady: (app) =>
        app.get('/api/test-crash', async () => {
          throw new Error('secret internal detail at /srv/app.ts:12');
        }),
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.', code: 'internal' });
    expect(response.body).not.toContain('secret');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers 429 with a JSON body once the per-minute limit is reached', async () => {
    t = await buildTestApp(database, { env: { RATE_LIMIT_MAX: '3' } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await t.app.inject({ method: 'GET', url: '/api/pass-status' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await t.app.inject({ method: 'GET', url: '/api/pass-status' });
    expect(refused.json()).toEqual({ error: expect.stringContaining('Too many requests'), code: 'rate_limited' });
    // The app shell and probes are never throttled.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
