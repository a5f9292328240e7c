import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

// Helmet's headers on every kind of answer: an API success, a 4xx from a hook, a 404 and a probe.
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it.each([
    ['GET', '/api/identity', 200],
    ['POST', '/api/access', 415],
    ['GET', '/api/no-such-route', 404],
    ['GET', '/healthz', 200],
  ] as const)('%s %s (%i)', async (method, url, status) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});
