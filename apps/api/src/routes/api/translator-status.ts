import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translatorStatusResponse } from '@mizan/contracts/translate';

/**
 * `GET /api/translator-status`: whether this server has a voice service and whether the visitor has a
 * 'translate' use left, asked by the translator screen before the visitor records. Counts nothing.
 */
export const translatorStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/translator-status',
    { schema: { response: { 200: translatorStatusResponse } } },
    async (request, reply) => {
      // Per visitor, and it changes with each use: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return app.services.translator.status(request.identity.ownerId);
    },
  );
};
