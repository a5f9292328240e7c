import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deactivatePassRequest, deactivatePassResponse } from '@mizan/contracts/checkout';
import { HttpError } from '../../http-error';

export const deactivatePassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/deactivate-pass',
    { schema: { body: deactivatePassRequest, response: { 200: deactivatePassResponse } } },
    async (request) => {
      // Only the caller's own passes can be touched: the owner comes from the session cookie, not the body.
      const ended = await app.repos.passes.deactivateActive(request.identity.ownerId, app.now());
      if (ended === 0) throw new HttpError(404, 'not_found', 'You have no active pass to deactivate.');
      return { message: 'Your pass was deactivated.' };
    },
  );
};
