import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { versionedKey } from './cache-store';
import type { CacheHit, CacheSetOptions, CacheStore } from './cache-store';

export function createSqlCacheStore(db: Kysely<Database>, now: () => Date): CacheStore {
  return {
    kind: 'database',

    async get(key: string): Promise<CacheHit | null> {
      const row = await db
        .selectFrom('cacheEntries')
        .select(['value', 'negative', 'createdAt', 'expiresAt'])
        .where('key', '=', versionedKey(key))
        .where('expiresAt', '>', now().getTime())
        .executeTakeFirst();
      if (!row) return null;
      return { value: JSON.parse(row.value) as unknown, negative: row.negative === 1, storedAt: row.createdAt, expiresAt: row.expiresAt };
    },

    async set(key: string, value: unknown, options: CacheSetOptions): Promise<void> {
      const storedAt = now().getTime();
      const entry = {
        value: JSON.stringify(value) ?? 'null',
        negative: options.negative ? 1 : 0,
        createdAt: storedAt,
        expiresAt: storedAt + options.ttlMs,
      };
      await db
        .insertInto('cacheEntries')
        .values({ key: versionedKey(key), ...entry })
        .onConflict((oc) => oc.column('key').doUpdateSet(entry))
        .execute();
      // Writes happen on cache misses only, so sweeping expired rows here keeps the table small cheaply.
      await db.deleteFrom('cacheEntries').where('expiresAt', '<=', storedAt).execute();
    },
  };
}
