import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { realtimeSessionRequest, realtimeSessionResponse } from '@mizan/contracts/translate';

/**
 * `POST /api/realtime-session-beta { direction }` (spec 7): an ephemeral key for the hidden realtime voice
 * mode; the browser then posts its SDP offer to `calls_url` with it. 503 `provider_not_configured` with no key.
 */
export const realtimeSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/realtime-session-beta',
    { schema: { body: realtimeSessionRequest, response: { 200: realtimeSessionResponse } } },
    async (request, reply) => {
      const session = await app.services.translator.realtimeSession(request.identity.ownerId, {
        direction: request.body.direction,
        targetLang: request.body.targetLang ?? 'en',
      });
      // The key opens a paid session: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return {
        client_secret: session.clientSecret,
        expires_at: session.expiresAt,
        calls_url: session.callsUrl,
      };
    },
  );
};
