import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estimateRequest, estimateResponse } from '@mizan/contracts/taxi';

export const taxiEstimateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/taxi/estimate',
    { schema: { body: estimateRequest, response: { 200: estimateResponse } } },
    async (request) => {
      const { depart, arrivee, lang } = request.body;
      return app.services.estimator.estimate(request.identity.ownerId, depart, arrivee, lang);
    },
  );
};
