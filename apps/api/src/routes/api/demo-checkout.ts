import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoPayRequest, demoPayResponse } from '@mizan/contracts/checkout';
import { HttpError } from '../../http-error';
import { isDemoPaymentProvider } from '../../providers/payments/demo-payment-provider';

/** The demo checkout form's card entry. Exists only while the demo provider is the payment provider. */
export const demoCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.payments;
  if (!isDemoPaymentProvider(payments)) return;

  app.post(
    '/demo-checkout/pay',
    { schema: { body: demoPayRequest, response: { 200: demoPayResponse } } },
    async (request) => {
      const { sessionId, cardNumber, expiry, cvc } = request.body;
      const session = await payments.getSession(sessionId);
      if (!session || (await app.fulfilment.ownerOf(session)) !== request.identity.ownerId) {
        throw new HttpError(404, 'not_found', 'No such checkout session.');
      }
      const result = await payments.pay(sessionId, { cardNumber, expiry, cvc });
      switch (result.outcome) {
        case 'paid':
          return { paid: true as const, returnUrl: result.returnUrl };
        case 'not_found':
          throw new HttpError(
            404,
            'not_found',
            'This checkout session has expired. Start again from the pay page.',
          );
        case 'declined':
          throw new HttpError(402, 'payment_required', result.message);
        case 'invalid':
          throw new HttpError(400, 'validation_failed', result.message);
      }
    },
  );
};
