import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookResponse } from '@mizan/contracts/checkout';
import { HttpError } from '../../http-error';
import { WebhookSignatureError } from '../../providers/payments/payment-provider';

// Stripe signs the exact bytes it sent: this route (and only it, by encapsulation) keeps the body raw.
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe/webhook',
    {
      // Stripe has neither our cookie nor a CSRF token; the signature authenticates the call instead.
      config: { csrf: false, identity: false },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: { response: { 200: webhookResponse } },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = app.payments.parseWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
          app.now(),
        );
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw new HttpError(400, 'bad_request', 'Webhook signature verification failed.');
        throw error;
      }
      if (event.kind === 'session') {
        // A provider failure here throws (5xx), so Stripe delivers the event again later.
        const outcome = await app.fulfilment.fulfil(event.sessionId);
        request.log.info(
          { eventId: event.eventId, type: event.type, sessionId: event.sessionId, outcome: outcome.status },
          'payment webhook',
        );
      }
      return { received: true as const };
    },
  );
};
