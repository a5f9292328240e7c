import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutConfirmRequest,
  checkoutConfirmResponse,
  createAltCheckoutSessionRequest,
  createCheckoutSessionRequest,
  createCheckoutSessionResponse,
} from '@mizan/contracts/checkout';
import type {
  CreateAltCheckoutSessionRequest,
  CreateCheckoutSessionResponse,
} from '@mizan/contracts/checkout';
import { DEFAULT_PLAN } from '@mizan/data/plans';
import { HttpError } from '../../http-error';
import type { CheckoutKind } from '../../providers/payments/payment-provider';

// Where the provider sends the buyer back; it replaces the literal {CHECKOUT_SESSION_ID} (so not encoded).
const COMPLETION_PATH: Record<CheckoutKind, string> = {
  standard: '/pay/complete',
  mr: '/mr/complete',
  tst: '/tst/complete',
};

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  function returnUrl(request: FastifyRequest, checkout: CheckoutKind, trigger: string | null): string {
    const origin = app.config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
    const triggerQuery = trigger ? `&t=${encodeURIComponent(trigger)}` : '';
    return `${origin}${COMPLETION_PATH[checkout]}?session_id={CHECKOUT_SESSION_ID}${triggerQuery}`;
  }

  async function createSession(
    request: FastifyRequest,
    checkout: CheckoutKind,
    body: CreateAltCheckoutSessionRequest,
  ): Promise<CreateCheckoutSessionResponse> {
    const trigger = body.trigger ?? null;
    const ref = await app.payments.createCheckoutSession({
      identityId: request.identity.ownerId,
      plan: body.plan ?? DEFAULT_PLAN,
      trigger,
      checkout,
      locale: body.userLocale ?? null,
      currency: body.userCurrency ?? app.config.planCurrency,
      returnUrl: returnUrl(request, checkout, trigger),
      // One key per attempt (this request): the SDK's own retries of it cannot open a second session.
      idempotencyKey: randomUUID(),
    });
    return {
      clientSecret: ref.clientSecret,
      sessionId: ref.id,
      provider: app.payments.name,
      publishableKey: app.payments.publishableKey,
    };
  }

  const response = { 200: createCheckoutSessionResponse };
  app.post(
    '/create-checkout-session',
    { schema: { body: createCheckoutSessionRequest, response } },
    (request) => createSession(request, 'standard', request.body),
  );
  app.post(
    '/create-checkout-session/mr',
    { schema: { body: createAltCheckoutSessionRequest, response } },
    (request) => createSession(request, 'mr', request.body),
  );
  app.post(
    '/create-checkout-session/tst',
    { schema: { body: createAltCheckoutSessionRequest, response } },
    (request) => createSession(request, 'tst', request.body),
  );

  app.post(
    '/checkout-confirm',
    { schema: { body: checkoutConfirmRequest, response: { 200: checkoutConfirmResponse } } },
    async (request, reply) => {
      const outcome = await app.fulfilment.fulfil(request.body.session_id, request.identity.ownerId);
      if (outcome.status === 'not_found') throw new HttpError(404, 'not_found', 'No such checkout session.');
      reply.header('cache-control', 'no-store');
      return app.passStatus.get(request.identity.ownerId);
    },
  );
};
