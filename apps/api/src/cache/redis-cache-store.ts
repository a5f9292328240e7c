import type { Redis } from 'ioredis';
import { z } from 'zod';
import { versionedKey } from './cache-store';
import type { CacheHit, CacheSetOptions, CacheStore } from './cache-store';

const KEY_PREFIX = 'mizan:cache:';
const stored = z.object({ value: z.unknown(), negative: z.boolean(), storedAt: z.number(), expiresAt: z.number() });

/** Redis expires entries itself (PX), so every instance behind a load balancer shares one cache. */
export function createRedisCacheStore(redis: Redis, now: () => Date): CacheStore {
  return {
    kind: 'redis',

    async get(key: string): Promise<CacheHit | null> {
      const text = await redis.get(KEY_PREFIX + versionedKey(key));
      if (text === null) return null;
      const parsed = stored.safeParse(JSON.parse(text));
      if (!parsed.success || parsed.data.expiresAt <= now().getTime()) return null;
      return { value: parsed.data.value, negative: parsed.data.negative, storedAt: parsed.data.storedAt, expiresAt: parsed.data.expiresAt };
    },

    async set(key: string, value: unknown, options: CacheSetOptions): Promise<void> {
      const storedAt = now().getTime();
      const entry = { value, negative: options.negative ?? false, storedAt, expiresAt: storedAt + options.ttlMs };
      await redis.set(KEY_PREFIX + versionedKey(key), JSON.stringify(entry), 'PX', options.ttlMs);
    },
  };
}
