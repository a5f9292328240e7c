import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutConfirmRequest,
  checkoutConfirmResponse,
  createAltCheckoutSessionRequest,
  createCheckoutSessionRequest,
  createCheckoutSessionResponse,
} from '@mizan/contracts/checkout';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout, passes } = app.services;
  const response = { 200: createCheckoutSessionResponse };

  // /pay sends a plan; the alternate (/mr) and test (/tst) checkouts may send only the trigger.
  const sessionRoutes = [
    ['/create-checkout-session', 'standard', createCheckoutSessionRequest],
    ['/create-checkout-session/mr', 'mr', createAltCheckoutSessionRequest],
    ['/create-checkout-session/tst', 'tst', createAltCheckoutSessionRequest],
  ] as const;
  for (const [url, kind, body] of sessionRoutes) {
    app.post(url, { schema: { body, response } }, (request) =>
      checkout.createSession(
        request.identity.ownerId,
        kind,
        request.body,
        `${request.protocol}://${request.host}`,
      ),
    );
  }

  app.post(
    '/checkout-confirm',
    { schema: { body: checkoutConfirmRequest, response: { 200: checkoutConfirmResponse } } },
    async (request, reply) => {
      await checkout.confirm(request.body.session_id, request.identity.ownerId);
      reply.header('cache-control', 'no-store');
      return passes.status(request.identity.ownerId);
    },
  );
};
