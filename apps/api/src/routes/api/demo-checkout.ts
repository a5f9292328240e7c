import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoPayRequest, demoPayResponse } from '@mizan/contracts/checkout';

/** The demo checkout form's card entry. Exists only while the demo provider is the payment provider. */
export const demoCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout } = app.services;
  if (checkout.provider !== 'demo') return;
  app.post(
    '/demo-checkout/pay',
    { schema: { body: demoPayRequest, response: { 200: demoPayResponse } } },
    async (request) => checkout.demoPay(request.identity.ownerId, request.body),
  );
};
