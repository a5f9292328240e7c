import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityResponse } from '@mizan/contracts/identity';

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/identity', { schema: { response: { 200: identityResponse } } }, async (request) => {
    const found = await app.repos.identities.findWithUser(request.identity.id);
    const email = found?.email ?? null;
    return { id: request.identity.id, type: email === null ? ('anonymous' as const) : ('user' as const), email };
  });
};
