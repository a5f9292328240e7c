import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { modelTextResponse, translateTextRequest, translateTextResponse } from '@mizan/contracts/translate';

/**
 * Typed text into or out of Darija (beyond the spec; ADR 015), two ways:
 * - `POST /api/translate-text` (JSON, CSRF): by the embedded translator over the phrasebook and DODa. Free. 400 for
 *   an empty text or one over MAX_TYPED_TEXT_CHARS; 503 `provider_unavailable` while the translator is starting or
 *   after its worker failed.
 * - `POST /api/translate-text-model` (the same body): by the server's language model, when the embedded translators
 *   refuse or only half know the text. One 'translate' use spent on success only (402 when none is left); 503
 *   `provider_not_configured` without a model; the model's failures 502/503, 504 past the translation budget.
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

  app.post(
    '/translate-text-model',
    { schema: { body: translateTextRequest, response: { 200: modelTextResponse } } },
    async (request, reply) => {
      const { text, direction, targetLang } = request.body;
      reply.header('cache-control', 'no-store');
      return app.services.translator.translateTextWithModel(request.identity.ownerId, {
        text,
        direction,
        targetLang,
      });
    },
  );
};
