import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import type { Language } from '@mizan/domain/text/language';
import { MAX_CLIP_MS } from '@mizan/contracts/translate';
import type {
  ModelTextResponse,
  TranslateTextRequest,
  TranslateTextResponse,
  TranslationDirection,
  TranslationTexts,
  TranslatorStatus,
} from '@mizan/contracts/translate';
import { HttpError } from '../http-error';
import type { UploadedFile } from '../plugins/external/multipart';
import type { LanguageModelProvider } from '../providers/language-model/language-model-provider';
import { NO_LANGUAGE_MODEL_NAME } from '../providers/language-model/no-language-model';
import { ProviderError } from '../providers/provider-error';
import { NO_SPEECH_NAME } from '../providers/speech/no-speech';
import type {
  AudioClip,
  RealtimeSession,
  SpeechProvider,
  SpokenAudio,
} from '../providers/speech/speech-provider';
import type { TextTranslationProvider } from '../providers/text-translation/text-translation-provider';
import type { Access } from './access';
import { CONTAINER_FILE, clipDurationMs, declaredContainer, sniffContainer } from './translator-audio';

/** A recorder stopped by a 45 s timer ends a little past it; a clip is refused beyond this. */
const CLIP_SLACK_MS = 500;

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German' };

export interface TranslateRequest {
  clip: UploadedFile;
  /** The visitor's language. */
  targetLang: Language;
  direction: TranslationDirection;
}

export interface Translation extends TranslationTexts {
  direction: TranslationDirection;
  /** The translation spoken (mp3). */
  audio: SpokenAudio;
  /** Milliseconds spent in each provider call, for the Server-Timing header. */
  timings: { transcribe: number; translate: number; speak: number };
}

export interface Translator {
  /**
   * What the microphone can do for this visitor, counting nothing: whether the server has a voice service, and
   * whether a 'translate' use is left (the same question `translate` asks before its work).
   */
  status(ownerId: string): Promise<TranslatorStatus>;
  /**
   * One voice translation: the clip checked (415, 400, 400 over 45 s), the paywall's check (402), then
   * transcription, translation and speech within the budget (504 past it, every call aborted), and one
   * 'translate' use spent only when all of it succeeded.
   */
  translate(ownerId: string, request: TranslateRequest): Promise<Translation>;
  /**
   * Typed text, by the embedded translator over the phrasebook and DODa: free, like the phone's phrasebook (ADR
   * 015). 503 while it is starting or after it failed; the screen then keeps the phrasebook's answer.
   */
  translateText(request: Omit<TranslateTextRequest, 'csrf'>): Promise<TranslateTextResponse>;
  /**
   * Typed text, by the language model with the voice translator's instructions: paid like a voice translation
   * (the paywall's check, 402; one 'translate' use spent on success only), within the same budget (504 past it).
   * 503 `provider_not_configured` on a server without a model, before the paywall is asked.
   */
  translateTextWithModel(
    ownerId: string,
    request: Omit<TranslateTextRequest, 'csrf'>,
  ): Promise<ModelTextResponse>;
  /** An ephemeral key for a realtime voice session (beta); it counts as one 'translate' use. */
  realtimeSession(
    ownerId: string,
    request: { direction: TranslationDirection; targetLang: Language },
  ): Promise<RealtimeSession>;
}

// --- The clip -------------------------------------------------------------------------------------------

/** The uploaded clip as the speech provider gets it, named after its real container; or a 4xx. */
export function checkedClip(file: UploadedFile): AudioClip {
  if (!declaredContainer(file.mimeType, file.filename)) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `Send the recording as WebM, Ogg, MP4/M4A, MP3 or WAV audio (got "${file.mimeType || 'no type'}").`,
    );
  }
  if (file.data.length === 0) throw new HttpError(400, 'bad_request', 'The recording is empty.');
  // The bytes decide, not the label: Safari's mp4 may come as audio/mpeg, and junk is refused before it costs.
  const container = sniffContainer(file.data);
  if (!container) throw new HttpError(400, 'bad_request', 'The recording could not be read as audio.');
  const duration = clipDurationMs(container, file.data);
  if (duration === 0) throw new HttpError(400, 'bad_request', 'The recording is empty.');
  if (duration !== null && duration > MAX_CLIP_MS + CLIP_SLACK_MS) {
    throw new HttpError(
      400,
      'bad_request',
      `The recording lasts ${Math.round(duration / 1000)} s; keep it under ${MAX_CLIP_MS / 1000} s.`,
    );
  }
  const { mimeType, extension } = CONTAINER_FILE[container];
  return { data: file.data, mimeType, filename: `clip.${extension}` };
}

// --- The prompts ----------------------------------------------------------------------------------------

const DARIJA_RULES = `The Moroccan speaks Moroccan Arabic (Darija, الدارجة المغربية), not Modern Standard Arabic. Write Darija as
it is spoken in Casablanca, Rabat, Marrakech and Fes, with Darija words and grammar: "bghit" (not "urid"),
"fin" (not "ayna"), "chhal" (not "kam"), "daba" (not "al-an"), "mzyan" (not "jayyid"), "3afak" for please,
"wakha" for okay, "bzzaf" for a lot, "kayn" for there is; keep the French loanwords Moroccans use (taxi, tobis,
la gare, l'hôpital -> sbitar). Write the Darija twice: in Arabic script as Moroccans write it in messages (no
vowel marks), and in Latin letters with the Moroccan chat alphabet: 3 for ع, 7 for ح, 9 for ق, 2 for ء, gh for
غ, kh for خ, ch for ش, ou or u for و (e.g. "3afak, bghit nmchi l-ma7atta dyal tran" / "عافاك، بغيت نمشي
للمحطة ديال التران").`;

const FAITHFUL = `Translate the meaning faithfully and naturally, in the same person and tone: a question stays a
question, "I" stays "I". Never answer the speaker, give advice or explain. Keep numbers, prices, names and
places.`;

/** How the words came: spoken (and transcribed by speech recognition) or typed on the phone. */
type Medium = 'speech' | 'typed';

const CLEAN_UP: Record<Medium, string> = {
  speech: `The transcript comes from speech recognition: correct its obvious mistakes. If it holds no words, answer
with empty strings.`,
  typed: `The text was typed on a phone: correct its obvious typos. If it holds no words, answer with empty strings.`,
};

function systemPrompt(direction: TranslationDirection, language: string, medium: Medium): string {
  const speaks = medium === 'speech' ? 'speaks' : 'writes';
  const task =
    direction === 'to_darija'
      ? `The tourist ${speaks} ${language}. Answer with:
- transcript: the tourist's words in ${language};
- translation: their meaning in Moroccan Darija, in Arabic script;
- darija: that Darija translation, "ar" in Arabic script (as in translation) and "latin" in Latin letters.`
      : `The Moroccan ${speaks} Darija, perhaps mixed with French; the ${medium === 'speech' ? 'transcript' : 'text'} may be in Arabic script,
Latin letters or both. Answer with:
- transcript: their words in Arabic script;
- translation: their meaning in ${language}, for the tourist;
- darija: their words in Darija, "ar" in Arabic script and "latin" in Latin letters.`;
  return `You interpret between a tourist and a Moroccan in Morocco, one utterance at a time.\n${DARIJA_RULES}\n${task}\n${FAITHFUL}\n${CLEAN_UP[medium]}`;
}

/** Strict structured output: every property required, no others (the API refuses a strict schema otherwise). */
const TRANSLATION_SCHEMA = {
  name: 'darija_translation',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['transcript', 'translation', 'darija'],
    properties: {
      transcript: { type: 'string', description: 'What the speaker said, in their language.' },
      translation: { type: 'string', description: "The meaning in the listener's language." },
      darija: {
        type: 'object',
        additionalProperties: false,
        required: ['ar', 'latin'],
        properties: {
          ar: { type: 'string', description: 'The Darija side in Arabic script.' },
          latin: { type: 'string', description: 'The same Darija in Latin letters (3, 7, 9 chat alphabet).' },
        },
      },
    },
  },
};

const ARABIC_LETTER = /[\u0621-\u064a]/;
const translationAnswer = z.object({
  transcript: z.string().trim(),
  translation: z.string().trim(),
  darija: z.object({
    ar: z.string().trim(),
    latin: z
      .string()
      .trim()
      .refine((text) => !ARABIC_LETTER.test(text), 'Latin letters only'),
  }),
});

const TRANSCRIBE_HINTS: Record<TranslationDirection, (language: string) => string> = {
  to_darija: (language) =>
    `A tourist in Morocco speaking ${language} to a taxi driver, a shopkeeper or a pharmacist.`,
  from_darija: () => 'الدارجة المغربية، مع شي كلمات بالفرنسية. واخا، بزاف، شحال، عافاك، بغيت، فين، دابا.',
};

const DARIJA_VOICE =
  'Speak Moroccan Arabic (Darija) with a natural Moroccan accent, not Modern Standard Arabic; clearly and a little slowly, as to a taxi driver or a shopkeeper.';
const voiceIn = (language: string) => `Speak ${language} clearly and warmly, at a calm pace.`;

function realtimeInstructions(direction: TranslationDirection, language: string): string {
  const who =
    direction === 'to_darija'
      ? `The person talking to you is a tourist speaking ${language}. After each thing they say, say it in Moroccan Arabic (Darija), as a Moroccan would say it, to the Moroccan listening.`
      : `The person talking to you is a Moroccan speaking Darija (Moroccan Arabic, often mixed with French). After each thing they say, say its meaning in ${language} to the tourist listening.`;
  return `You are a live voice interpreter in Morocco. ${who} Darija is not Modern Standard Arabic: use Darija words and a Moroccan accent. Only interpret: never answer, comment or add anything of your own. Keep numbers, prices and places.`;
}

const TRANSLATION_LATE = 'The translation took too long. Please try a shorter phrase.';
const NO_MODEL =
  'This server has no AI translator: only the phrasebook and the dictionary translate typed text.';
const REALTIME_LATE = 'The voice service did not answer in time. Please try again.';

// --- The budget -----------------------------------------------------------------------------------------

/**
 * Runs `work` with a signal that fires at `budgetMs`; the answer is a 504 at that moment, whatever the
 * provider does with its signal, and the aborted calls stop (the SDK closes their connections).
 */
async function withinBudget<T>(
  budgetMs: number,
  late: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ProviderError('translator', 'timeout', late));
    }, budgetMs);
  });
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

async function timed<T>(call: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await call();
  return [value, Math.round(performance.now() - start)];
}

// --- The service ----------------------------------------------------------------------------------------

export function createTranslator(deps: {
  speech: SpeechProvider;
  languageModel: LanguageModelProvider;
  textTranslation: TextTranslationProvider;
  access: Access;
  /** One translation's budget (spec 9: 22 s), config `TRANSLATE_BUDGET_MS`. */
  budgetMs: number;
}): Translator {
  const { speech, languageModel, textTranslation, access, budgetMs } = deps;

  /** The language model's translation of `words`, checked (a compatible server may not enforce `strict`). */
  async function modelTranslation(ask: {
    direction: TranslationDirection;
    /** The visitor's language, by name. */
    language: string;
    medium: Medium;
    words: string;
    signal: AbortSignal;
  }): Promise<TranslationTexts> {
    const { direction, language, medium, words, signal } = ask;
    const label = medium === 'speech' ? 'Transcript' : 'Text';
    const answer = await languageModel.completeJson({
      system: systemPrompt(direction, language, medium),
      user: `${label} (${direction === 'to_darija' ? language : 'Darija'}):\n"""\n${words}\n"""`,
      format: TRANSLATION_SCHEMA,
      signal,
    });
    const parsed = translationAnswer.safeParse(answer);
    if (!parsed.success || (parsed.data.darija.ar && !ARABIC_LETTER.test(parsed.data.darija.ar))) {
      throw new ProviderError(
        languageModel.name,
        'failed',
        'The translation service sent an answer we could not use.',
        {
          cause: new Error(parsed.success ? 'Darija without Arabic script' : parsed.error.message),
        },
      );
    }
    return parsed.data;
  }

  async function interpret(
    request: TranslateRequest,
    clip: AudioClip,
    signal: AbortSignal,
  ): Promise<Translation> {
    const { direction } = request;
    const language = LANGUAGE_NAMES[request.targetLang];
    const [heard, transcribe] = await timed(() =>
      speech.transcribe(clip, {
        language: direction === 'to_darija' ? request.targetLang : 'ar',
        prompt: TRANSCRIBE_HINTS[direction](language),
        signal,
      }),
    );
    if (!heard) throw new HttpError(400, 'bad_request', 'No words could be heard in the recording.');

    const [texts, translate] = await timed(() =>
      modelTranslation({ direction, language, medium: 'speech', words: heard, signal }),
    );
    if (!texts.translation)
      throw new HttpError(400, 'bad_request', 'No words could be understood in the recording.');

    const toDarija = direction === 'to_darija';
    const spoken = toDarija ? texts.darija.ar || texts.translation : texts.translation;
    const [audio, speak] = await timed(() =>
      speech.speak(spoken, { instructions: toDarija ? DARIJA_VOICE : voiceIn(language), signal }),
    );
    return {
      direction,
      transcript: texts.transcript || heard,
      translation: texts.translation,
      darija: texts.darija,
      audio,
      timings: { transcribe, translate, speak },
    };
  }

  // The registry gives speech and the language model from the same key: speech decides for the microphone.
  const voice = speech.name !== NO_SPEECH_NAME;
  const model = languageModel.name !== NO_LANGUAGE_MODEL_NAME;
  const memoryLanguages = [...textTranslation.languages];

  return {
    async status(ownerId) {
      const what = { voice, model, memoryLanguages };
      try {
        const grant = await access.check(ownerId, 'translate');
        return { ...what, allowed: true, pass: grant === 'pass' };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 402)
          return { ...what, allowed: false, pass: false };
        throw error;
      }
    },

    async translate(ownerId, request) {
      const clip = checkedClip(request.clip);
      const grant = await access.check(ownerId, 'translate');
      const translation = await withinBudget(budgetMs, TRANSLATION_LATE, (signal) =>
        interpret(request, clip, signal),
      );
      await access.spend(ownerId, 'translate', grant);
      return translation;
    },

    translateText(request) {
      return textTranslation.translate(request);
    },

    async translateTextWithModel(ownerId, { text, direction, targetLang }) {
      // No model, no sale: the pay page must not open for a translation this server cannot make.
      if (!model) throw new ProviderError(languageModel.name, 'not_configured', NO_MODEL);
      const grant = await access.check(ownerId, 'translate');
      const language = LANGUAGE_NAMES[targetLang];
      const texts = await withinBudget(budgetMs, TRANSLATION_LATE, (signal) =>
        modelTranslation({ direction, language, medium: 'typed', words: text, signal }),
      );
      if (!texts.translation)
        throw new HttpError(400, 'bad_request', 'No words could be understood in the text.');
      await access.spend(ownerId, 'translate', grant);
      return { translation: texts.translation, darija: texts.darija };
    },

    async realtimeSession(ownerId, { direction, targetLang }) {
      const grant = await access.check(ownerId, 'translate');
      const session = await withinBudget(budgetMs, REALTIME_LATE, (signal) =>
        speech.createRealtimeSession({
          instructions: realtimeInstructions(direction, LANGUAGE_NAMES[targetLang]),
          signal,
        }),
      );
      await access.spend(ownerId, 'translate', grant);
      return session;
    },
  };
}
