import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translateTextRequest, translateTextResponse } from '@mizan/contracts/translate';

/**
 * `POST /api/translate-text` (JSON, CSRF): typed text into or out of Darija by the embedded translator over the
 * phrasebook and DODa (beyond the spec; ADR 015). Free. 400 for an empty text or one over MAX_TYPED_TEXT_CHARS;
 * 503 `provider_unavailable` while the translator is starting or after its worker failed.
 */
export const translateTextRoutes: FastifyPluginAsyncZod = async (app) => {
  // The translator's worker starts building once the server listens (never delaying the listen itself), and
  // stops when the app closes (graceful shutdown, tests). An app that never listens starts it on a first request.
  const textTranslation = app.providers.textTranslation;
  app.addHook('onListen', async () => {
    textTranslation.start((event) => {
      if (event.type === 'ready') {
        app.log.info(event, `text translator ready: built in ${event.wallMs} ms (${event.cpuMs} ms CPU)`);
      } else {
        app.log.error({ err: event.error }, `text translator failed; restarting in ${event.restartInMs} ms`);
      }
    });
  });
  app.addHook('onClose', () => textTranslation.close());

  app.post(
    '/translate-text',
    { schema: { body: translateTextRequest, response: { 200: translateTextResponse } } },
    async (request, reply) => {
      const { text, direction, targetLang } = request.body;
      // What someone typed: no cache keeps it.
      reply.header('cache-control', 'no-store');
      return app.services.translator.translateText({ text, direction, targetLang });
    },
  );
};
