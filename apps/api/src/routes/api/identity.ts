import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityResponse } from '@mizan/contracts/identity';

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/identity', { schema: { response: { 200: identityResponse } } }, async (request) =>
    app.services.accounts.describe(request.identity.id),
  );
};
