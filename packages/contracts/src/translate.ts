import { z } from 'zod';
import { LANGUAGES } from '@mizan/domain/text/language';
import { AMOUNT_UNITS } from '@mizan/domain/translate/amount-unit';
import { withCsrf } from './csrf';
import { text } from './text';
import { MAX_TYPED_TEXT_CHARS, TRANSLATION_DIRECTIONS } from './translate-limits';

// The limits and names live in the zod-free `translate-limits.ts`; re-exported here for the server's imports.
export * from './translate-limits';

// The voice translator's calls (spec 3 "Translate response", "Realtime session", spec 7, spec 9 "Translator").

/** The visitor's language: what they speak (to_darija) or want to hear (from_darija). */
export const targetLanguage = z.enum(LANGUAGES);

/** `POST /api/translate-tts?targetLang=fr&direction=to_darija` */
export const translateQuery = z.object({
  targetLang: targetLanguage,
  direction: z.enum(TRANSLATION_DIRECTIONS),
});
export type TranslateQuery = z.infer<typeof translateQuery>;

/**
 * `GET /api/translator-status`: what the microphone can do for this visitor, asked when the screen opens, so a
 * server with no voice service never costs a recorded clip to find out, and the usage check comes before the
 * visitor speaks. Nothing is counted; `POST /api/translate-tts` still checks and counts on its own.
 */
export const translatorStatusResponse = z.object({
  /** The server has a voice service (speech and translation); false: the browser's recognition is used instead. */
  voice: z.boolean(),
  /** A 'translate' use is left (a pass, or a free use); false: the microphone leads to /pay?t=translate. */
  allowed: z.boolean(),
  /** The visitor holds a pass: a translation spends nothing, so the screen does not say it uses one. */
  pass: z.boolean(),
  /**
   * The server has a language model: typed text the embedded translators refuse (or only half know) can be sent
   * to `POST /api/translate-text-model`, which spends a 'translate' use.
   */
  model: z.boolean(),
  /**
   * The visitor's languages in which the server's embedded translator (`POST /api/translate-text`) knows more
   * than the phone's phrasebook (DODa is English only): in the others the screen does not ask it.
   */
  memoryLanguages: z.array(targetLanguage),
});
export type TranslatorStatus = z.infer<typeof translatorStatusResponse>;

/** `POST /api/realtime-session-beta` (JSON, CSRF): an ephemeral key for one realtime voice session. */
export const realtimeSessionRequest = withCsrf({
  direction: z.enum(TRANSLATION_DIRECTIONS),
  /** The visitor's language; English when absent (spec 7 sends only the direction). */
  targetLang: targetLanguage.optional(),
});
export type RealtimeSessionRequest = z.infer<typeof realtimeSessionRequest>;

export const realtimeSessionResponse = z.object({
  /** The ephemeral key (`ek_...`): the browser sends its SDP offer with it as Bearer token. Never logged. */
  client_secret: z.string().min(1),
  /** Epoch ms after which the key opens no new session; null when the provider does not say. */
  expires_at: z.number().nullable(),
  /** Where the browser posts its SDP offer (`application/sdp`): `{OPENAI_BASE_URL}/realtime/calls`. */
  calls_url: z.url(),
});
export type RealtimeSessionResponse = z.infer<typeof realtimeSessionResponse>;

// --- Typed text (beyond the spec): the embedded translator over the phrasebook and DODa, on the server ----------

/** `POST /api/translate-text` (JSON, CSRF): what the visitor typed, in their language or in Darija (either script). */
export const translateTextRequest = withCsrf({
  text: text().trim().min(1, 'must not be empty').max(MAX_TYPED_TEXT_CHARS),
  direction: z.enum(TRANSLATION_DIRECTIONS),
  /** The visitor's language: what they typed (to_darija) or want to read (from_darija). */
  targetLang: targetLanguage,
});
export type TranslateTextRequest = z.infer<typeof translateTextRequest>;

/** How a translation was found: a remembered phrase, the closest remembered one, or pieced from learned phrases. */
export const TEXT_MATCH_KINDS = ['exact', 'closest', 'composed'] as const;

const confidence = z.number().min(0).max(1);

/**
 * The answer: a translation, or a refusal rather than a wrong answer (nothing remembered is close enough). A
 * `closest` match is not a translation of the text but the nearest known phrase: the screen says so and shows
 * `matched`; a nearer phrase under the memory's `closest` likeness comes as a refusal naming it (`closest`).
 */
export const translateTextResponse = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('translation'),
    /** In the listener's language: Darija in Arabic script where known, else in Latin letters; or the visitor's. */
    translation: z.string().min(1),
    /** The Darija side: the translation (to_darija), or the known phrase that matched the Darija typed. */
    darija: z.object({ ar: z.string().nullable(), latin: z.string() }),
    match: z.enum(TEXT_MATCH_KINDS),
    confidence,
    /** The remembered phrase that answered, in the language and script of the text; null when pieced together. */
    matched: z.string().nullable(),
    /** Pieced together with a word taken for one spelled like it: a guess (ADR 015, round 12). */
    guessed: z.literal(true).optional(),
    /**
     * The price the Darija text says (from_darija; ADR 015, translator6), which `translation` gives in the
     * visitor's terms: the number as said, its unit (null: not said, dirhams or ryals), the words no phrase says.
     */
    amount: z
      .object({
        value: z.number().positive(),
        unit: z.enum(AMOUNT_UNITS).nullable(),
        unknown: z.string().min(1).nullable(),
      })
      .optional(),
  }),
  z.object({
    kind: z.literal('refused'),
    /** `empty`: nothing to translate (only punctuation); `no-match`: nothing close enough is known. */
    reason: z.enum(['empty', 'no-match']),
    /** How alike the closest known phrase was. */
    confidence,
    /** That phrase, in the language and script of the text, when it was near enough to suggest. */
    closest: z.string().min(1).optional(),
    /** What that phrase means in the visitor's language, when it is Darija (from_darija). */
    closestMeaning: z.string().min(1).optional(),
  }),
]);
export type TranslateTextResponse = z.infer<typeof translateTextResponse>;

/**
 * `POST /api/translate-text-model` (JSON, CSRF; the request is `translateTextRequest`): typed text translated by
 * the server's language model, with the voice translator's instructions (Moroccan Darija, not MSA, in Arabic
 * script and Latin letters). Paid like a voice translation: one 'translate' use spent on success only, 402
 * `payment_required` when none is left, 503 `provider_not_configured` on a server without a model, 502/503/504
 * when the model fails or is late. Its own route, apart from the free `translate-text` (ADR 015).
 */
export const modelTextResponse = z.object({
  /** In the listener's language: Darija in Arabic script (to_darija), or the visitor's language. */
  translation: z.string().min(1),
  /** The Darija side: the translation (to_darija), or the Darija typed, in both scripts. */
  darija: z.object({ ar: z.string(), latin: z.string() }),
});
export type ModelTextResponse = z.infer<typeof modelTextResponse>;
