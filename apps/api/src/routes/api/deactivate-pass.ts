import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deactivatePassRequest, deactivatePassResponse } from '@mizan/contracts/checkout';

export const deactivatePassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/deactivate-pass',
    { schema: { body: deactivatePassRequest, response: { 200: deactivatePassResponse } } },
    async (request) => {
      // Only the caller's own passes can be touched: the owner comes from the session cookie, not the body.
      await app.services.passes.deactivate(request.identity.ownerId);
      return { message: 'Your pass was deactivated.' };
    },
  );
};
