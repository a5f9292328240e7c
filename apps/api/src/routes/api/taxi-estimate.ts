import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estimateRequest, estimateResponse } from '@mizan/contracts/taxi';

export const taxiEstimateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/taxi/estimate',
    { schema: { body: estimateRequest, response: { 200: estimateResponse } } },
    async (request) =>
      app.services.estimator.estimate(request.identity.ownerId, request.body.depart, request.body.arrivee),
  );
};
