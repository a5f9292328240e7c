import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passStatusResponse } from '@mizan/contracts/pass-status';

export const passStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pass-status', { schema: { response: { 200: passStatusResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.services.passes.status(request.identity.ownerId);
  });
};
