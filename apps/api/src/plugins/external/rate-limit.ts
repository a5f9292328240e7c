import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRoute } from '../../api-route';
import { HttpError } from '../../http-error';

/**
 * The client's key: its address (an IPv6 client by its /64, as the plugin does by default), which Fastify reads
 * through `trustProxy` (config TRUST_PROXY). A request whose connection is already gone has no address any more:
 * the client sent bytes Node could not parse after it (answered 400 and closed by Node), so nobody reads the
 * answer; it is refused as the client's mistake (an info line), not a TypeError (an error line and a 500).
 */
export function clientKey(request: FastifyRequest): string {
  const ip = request.ip as string | undefined;
  if (ip === undefined)
    throw new HttpError(400, 'bad_request', 'The connection closed before the request could be answered.');
  return normalizeIP(ip);
}

/**
 * Only /api routes are limited (any spelling of their path: decided on the matched route); the static app shell
 * and the health probes never are. The check is an app-wide onRequest hook registered before the identity and
 * CSRF plugins (app.ts), so a refused request is answered before anything is read or written for it: the
 * plugin's own per-route hook would run after every app-wide hook, i.e. after the identity hook created a row.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      max: app.config.rateLimitMax,
      timeWindow: '1 minute',
      keyGenerator: clientKey,
      ...(app.redis ? { redis: app.redis, nameSpace: 'mizan:rate-limit:' } : {}),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'rate_limited', `Too many requests. Please try again in ${context.after}.`),
    });
    const limit = app.rateLimit();
    app.addHook('onRequest', async (request, reply) => {
      if (isApiRoute(request)) await limit.call(app, request, reply);
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'redis'] },
);
