import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from './helpers/test-app';
import type { TestApp, TestDatabaseKind } from './helpers/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const stores: { database: TestDatabaseKind; env: Record<string, string> }[] = [
  ...testDatabases.map((database) => ({ database, env: {} })),
  ...(redisUrl ? [{ database: 'sqlite' as const, env: { REDIS_URL: redisUrl } }] : []),
];

describe.each(stores)('app.cache on $database $env', ({ database, env }) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('stores a value, a negative answer, and forgets each after its ttl', async () => {
    let now = new Date('2026-11-22T10:00:00.000Z');
    t = await buildTestApp(database, { env, now: () => now });
    expect(t.app.cache.kind).toBe(env.REDIS_URL ? 'redis' : 'database');
    const key = `test:${randomUUID()}`;
    expect(await t.app.cache.get(key)).toBeNull();

    await t.app.cache.set(key, { name: 'Jemaa el-Fna', location: { lat: 31.6258, lng: -7.9892 } }, { ttlMs: 60_000 });
    expect(await t.app.cache.get(key)).toEqual({
      value: { name: 'Jemaa el-Fna', location: { lat: 31.6258, lng: -7.9892 } },
      negative: false,
      storedAt: now.getTime(),
      expiresAt: now.getTime() + 60_000,
    });

    await t.app.cache.set(`${key}:missing`, null, { ttlMs: 1_000, negative: true });
    expect(await t.app.cache.get(`${key}:missing`)).toMatchObject({ value: null, negative: true });

    now = new Date(now.getTime() + 1_000);
    expect(await t.app.cache.get(`${key}:missing`)).toBeNull();
    expect(await t.app.cache.get(key)).not.toBeNull();
    now = new Date(now.getTime() + 59_000);
    expect(await t.app.cache.get(key)).toBeNull();
  });

  it('overwrites an entry under the same key', async () => {
    t = await buildTestApp(database, { env });
    const key = `test:${randomUUID()}`;
    await t.app.cache.set(key, 'first', { ttlMs: 60_000, negative: true });
    await t.app.cache.set(key, 'second', { ttlMs: 60_000 });
    expect(await t.app.cache.get(key)).toMatchObject({ value: 'second', negative: false });
  });
});
