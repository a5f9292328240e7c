import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http-error';
import { clientKey } from '../src/plugins/external/rate-limit';
import { buildTestApp, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

async function identityRows(t: TestApp): Promise<number> {
  const row = await t.app.db
    .selectFrom('identities')
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testDatabases)('rate limit (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  // Issue 12 item 11: the limit is checked before the identity hook writes anything.
  it('writes no identity row for a refused request: 200 refused requests, 0 rows', async () => {
    t = await buildTestApp(database, { env: { RATE_LIMIT_MAX: '5' } });
    const remoteAddress = '192.0.2.20';
    const statuses: number[] = [];
    // No cookie: each allowed request is a first visit, which creates an identity.
    for (let i = 0; i < 205; i += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/identity', remoteAddress })).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200);
    expect(await identityRows(t)).toBe(5);
  });

  it('answers a refused request with the limit headers and no identity cookie', async () => {
    t = await buildTestApp(database, { env: { RATE_LIMIT_MAX: '1' } });
    const remoteAddress = '192.0.2.21';
    await t.app.inject({ method: 'GET', url: '/api/identity', remoteAddress });
    const refused = await t.app.inject({ method: 'GET', url: '/api/identity', remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.headers['x-ratelimit-limit']).toBe('1');
    expect(refused.cookies).toHaveLength(0);
  });
});

describe('the rate limit key', () => {
  it('is the address, an IPv6 client by its /64', () => {
    expect(clientKey({ ip: '203.0.113.7' } as FastifyRequest)).toBe('203.0.113.7');
    expect(clientKey({ ip: '2001:db8:1:2:3:4:5:6' } as FastifyRequest)).toBe('2001:db8:1:2::');
  });

  it('refuses with a 400 a request whose connection is gone (no address left), never a TypeError', () => {
    const gone = { ip: undefined } as unknown as FastifyRequest;
    expect(() => clientKey(gone)).toThrow(HttpError);
    try {
      clientKey(gone);
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400, code: 'bad_request' });
    }
  });
});
