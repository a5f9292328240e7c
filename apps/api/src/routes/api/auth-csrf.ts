import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csrfResponse } from '@mizan/contracts/csrf';

export const authCsrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/csrf', { schema: { response: { 200: csrfResponse } } }, async (request, reply) => {
    // A token is bound to one identity; it must not be cached anywhere it could outlive the cookie.
    reply.header('cache-control', 'no-store');
    return { csrf: app.csrf.tokenFor(request.identity.id) };
  });
};
