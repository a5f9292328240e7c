import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessRequest, accessResponse } from '@mizan/contracts/access';

export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/access', { schema: { body: accessRequest, response: { 200: accessResponse } } }, async (request) =>
    app.access.consume(request.identity.ownerId, request.body.feature),
  );
};
