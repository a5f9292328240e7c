import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

// Issue 12 item 6: behind a proxy the rate limit keys on the real client, whatever the client writes in
// X-Forwarded-For. A real proxy appends the address it saw, so the client's own entries come first.
const PROXY = '10.0.0.1';
const CLIENT = '203.0.113.7';

async function allowed(
  t: TestApp,
  requests: { remoteAddress: string; forwardedFor?: string }[],
): Promise<number> {
  let count = 0;
  for (const { remoteAddress, forwardedFor } of requests) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/plan-prices',
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    if (response.statusCode === 200) count += 1;
    else expect(response.statusCode).toBe(429);
  }
  return count;
}

/** Ten requests through the proxy, each with a new made-up address in front of the client's real one. */
const spoofedThroughProxy = (client = CLIENT) =>
  Array.from({ length: 10 }, (_, i) => ({
    remoteAddress: PROXY,
    forwardedFor: `198.51.100.${i}, ${client}`,
  }));

describe('TRUST_PROXY and the rate limit', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it.each(['1', 'true', PROXY, `10.0.0.0/8`, `192.0.2.1,${PROXY}`])(
    'TRUST_PROXY=%s: a client spoofing X-Forwarded-For gets the limit, other clients keep theirs',
    async (trustProxy) => {
      t = await buildTestApp('sqlite', { env: { TRUST_PROXY: trustProxy, RATE_LIMIT_MAX: '3' } });
      expect(await allowed(t, spoofedThroughProxy())).toBe(3);
      // Another visitor behind the same proxy is not caught by the first one's limit.
      expect(await allowed(t, spoofedThroughProxy('203.0.113.8'))).toBe(3);
    },
  );

  it('with a list, believes X-Forwarded-For only from a listed proxy', async () => {
    t = await buildTestApp('sqlite', { env: { TRUST_PROXY: PROXY, RATE_LIMIT_MAX: '3' } });
    // A client reaching the app directly, past the proxy, is keyed on its own socket address.
    const direct = Array.from({ length: 10 }, (_, i) => ({
      remoteAddress: CLIENT,
      forwardedFor: `198.51.100.${i}`,
    }));
    expect(await allowed(t, direct)).toBe(3);
  });

  it('with TRUST_PROXY=false (the default), keys on the socket address and ignores the header', async () => {
    t = await buildTestApp('sqlite', { env: { RATE_LIMIT_MAX: '3' } });
    const direct = Array.from({ length: 10 }, (_, i) => ({
      remoteAddress: CLIENT,
      forwardedFor: `198.51.100.${i}`,
    }));
    expect(await allowed(t, direct)).toBe(3);
  });

  it('with a hop count of 2, takes the address the outer proxy saw', async () => {
    t = await buildTestApp('sqlite', { env: { TRUST_PROXY: '2', RATE_LIMIT_MAX: '3' } });
    const twoProxies = Array.from({ length: 10 }, (_, i) => ({
      remoteAddress: PROXY,
      forwardedFor: `198.51.100.${i}, ${CLIENT}, 10.0.0.2`,
    }));
    expect(await allowed(t, twoProxies)).toBe(3);
  });
});
