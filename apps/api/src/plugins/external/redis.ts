import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis when REDIS_URL is set (rate limits, cache); null means in-process / database. */
    redis: Redis | null;
  }
}

export const redisPlugin = fp(
  async (app) => {
    const url = app.config.redisUrl;
    const redis = url ? new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null;
    if (redis) {
      redis.on('error', (error) => app.log.error({ err: error }, 'redis error'));
      app.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    app.decorate('redis', redis);
  },
  { name: 'redis', dependencies: ['config'] },
);
