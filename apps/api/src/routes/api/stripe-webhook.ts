import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookResponse } from '@mizan/contracts/checkout';

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
      // A fulfilment failure throws (5xx), so Stripe delivers the event again later.
      const { event, outcome } = await app.services.checkout.handleWebhook(
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      if (event.kind === 'session') {
        request.log.info(
          { eventId: event.eventId, type: event.type, sessionId: event.sessionId, outcome },
          'payment webhook',
        );
      }
      return { received: true as const };
    },
  );
};
