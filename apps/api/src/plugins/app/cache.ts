import fp from 'fastify-plugin';
import type { CacheStore } from '../../cache/cache-store';
import { createRedisCacheStore } from '../../cache/redis-cache-store';
import { createSqlCacheStore } from '../../cache/sql-cache-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Provider answers: `app.cache.get(key)` / `app.cache.set(key, value, { ttlMs, negative })`. */
    cache: CacheStore;
  }
}

export const cachePlugin = fp(
  async (app) => {
    app.decorate('cache', app.redis ? createRedisCacheStore(app.redis, app.now) : createSqlCacheStore(app.db, app.now));
  },
  { name: 'cache', dependencies: ['config', 'db', 'redis'] },
);
