import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estimateRequest, estimateResponse } from '@mizan/contracts/taxi';
import { estimateTrip } from '../../services/estimate';
import { checkEstimateAccess, spendEstimateUse } from '../../services/estimate-access';

export const taxiEstimateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/taxi/estimate', { schema: { body: estimateRequest, response: { 200: estimateResponse } } }, async (request) => {
    const owner = request.identity.ownerId;
    const access = await checkEstimateAccess(app, owner);
    const estimate = await estimateTrip(
      { places: app.providers.places, routing: app.providers.routing, now: app.now(), timeoutMs: app.config.providerTimeoutMs },
      request.body.depart,
      request.body.arrivee,
    );
    await spendEstimateUse(app, owner, access);
    return estimate;
  });
};
