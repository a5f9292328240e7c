import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planPricesQuery, planPricesResponse } from '@mizan/contracts/plans';

export const planPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plan-prices',
    { schema: { querystring: planPricesQuery, response: { 200: planPricesResponse } } },
    async (request) => app.services.checkout.planPrices(request.query.currency),
  );
};
