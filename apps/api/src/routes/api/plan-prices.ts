import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planPricesQuery, planPricesResponse } from '@mizan/contracts/plans';
import type { PlanPrice } from '@mizan/contracts/plans';
import { PLANS } from '@mizan/data/plans';
import type { PlanKey } from '@mizan/data/plans';

export const planPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plan-prices',
    { schema: { querystring: planPricesQuery, response: { 200: planPricesResponse } } },
    async (request) => {
      // Prices come from the provider (Stripe Prices, or the demo defaults), never from the client.
      const quotes = await app.payments.planPrices(request.query.currency ?? app.config.planCurrency);
      const price = (key: PlanKey): PlanPrice => ({
        unit_amount: quotes[key].unitAmount,
        currency: quotes[key].currency,
        id: PLANS[key].id,
        days: PLANS[key].days,
        most_popular: PLANS[key].mostPopular,
      });
      return { plans: { '4day': price('4day'), '10day': price('10day'), '15day': price('15day') } };
    },
  );
};
