import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

// CI sets TEST_REDIS_URL (and the test runner fails loudly when CI lacks it); locally these run when a Redis answers.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('shared rate limit in Redis', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
  });

  it('counts requests from one client across two instances', async () => {
    const env = { REDIS_URL: redisUrl ?? '', RATE_LIMIT_MAX: '3' };
    apps.push(await buildTestApp('sqlite', { env }), await buildTestApp('sqlite', { env }));
    const [first, second] = apps;
    if (!first || !second) throw new Error('two apps expected');
    // A random client address, so reruns within the minute never share a bucket.
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (const app of [first, second, first, second]) {
      statuses.push((await app.app.inject({ method: 'GET', url: '/api/pass-status', remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
