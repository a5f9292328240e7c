import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../http-error';

// Only /api is limited: the static app shell and the health probes must never be throttled.
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      max: app.config.rateLimitMax,
      timeWindow: '1 minute',
      allowList: (request) => !request.url.startsWith('/api/'),
      ...(app.redis ? { redis: app.redis, nameSpace: 'mizan:rate-limit:' } : {}),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'rate_limited', `Too many requests. Please try again in ${context.after}.`),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'redis'] },
);
