import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCsrf } from '@mizan/contracts/csrf';
import {
  MAX_CLIP_BYTES,
  TRANSLATE_AUDIO_FIELD,
  TRANSLATE_HEADERS,
  translateQuery,
} from '@mizan/contracts/translate';

/** A file part as plugins/external/multipart hands it over. */
const uploadedClip = z.object({ data: z.instanceof(Buffer), mimeType: z.string(), filename: z.string() });

/**
 * `POST /api/translate-tts?targetLang=..&direction=..` (spec 7): a multipart body with one audio part; the
 * answer is the translation spoken (`audio/mpeg`), its texts percent-encoded in the TRANSLATE_HEADERS.
 */
export const translateTtsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/translate-tts',
    {
      config: { multipartOptions: { limits: { fileSize: MAX_CLIP_BYTES } } },
      schema: { querystring: translateQuery, body: withCsrf({ [TRANSLATE_AUDIO_FIELD]: uploadedClip }) },
    },
    async (request, reply) => {
      const { targetLang, direction } = request.query;
      const done = await app.services.translator.translate(request.identity.ownerId, {
        clip: request.body[TRANSLATE_AUDIO_FIELD],
        targetLang,
        direction,
      });
      const { timings } = done;
      return reply
        .header('cache-control', 'no-store')
        .header(TRANSLATE_HEADERS.transcript, encodeURIComponent(done.transcript))
        .header(TRANSLATE_HEADERS.translation, encodeURIComponent(done.translation))
        .header(TRANSLATE_HEADERS.darijaArabic, encodeURIComponent(done.darija.ar))
        .header(TRANSLATE_HEADERS.darijaLatin, encodeURIComponent(done.darija.latin))
        .header(TRANSLATE_HEADERS.direction, done.direction)
        .header(
          'server-timing',
          `transcribe;dur=${timings.transcribe}, translate;dur=${timings.translate}, speak;dur=${timings.speak}`,
        )
        .type(done.audio.mimeType)
        .send(done.audio.data);
    },
  );
};
