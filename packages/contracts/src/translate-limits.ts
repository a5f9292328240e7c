// The voice translator's limits, directions and header names without their schemas (no zod), for the screen's
// first render; each request loads its schema from `translate.ts` with the request (ADR 022).

/**
 * Which way a translation goes, as the API names it (spec 7: the realtime body's `direction`). The screen keeps
 * its tab in localStorage `translationDirection` under other names (spec 3): read it through `directionOfStored`.
 */
export const TRANSLATION_DIRECTIONS = ['to_darija', 'from_darija'] as const;
export type TranslationDirection = (typeof TRANSLATION_DIRECTIONS)[number];

/** localStorage `translationDirection` values (spec 3) and the direction each one asks the API for. */
export const STORED_DIRECTIONS = {
  'target-to-darija': 'to_darija',
  'darija-to-target': 'from_darija',
} as const satisfies Record<string, TranslationDirection>;
export type StoredDirection = keyof typeof STORED_DIRECTIONS;

export function directionOfStored(stored: StoredDirection): TranslationDirection {
  return STORED_DIRECTIONS[stored];
}

/** The multipart part that carries the recorded clip (besides the `csrf` field). */
export const TRANSLATE_AUDIO_FIELD = 'audio';

/** Largest clip accepted (413 beyond): 45 s at 64 kbps is about 360 KB, so this leaves room for any container. */
export const MAX_CLIP_BYTES = 1024 * 1024;
/** Longest clip accepted where the container states its length (400 beyond); the recorder stops at 45 s. */
export const MAX_CLIP_MS = 45_000;
/** The recorder's shortest clip (spec 9); the screen refuses shorter ones itself. */
export const MIN_CLIP_MS = 1_000;
/** The server's budget for one translation (spec 9); past it the answer is 504 `provider_timeout`. */
export const TRANSLATE_BUDGET_MS = 22_000;
/** When the screen gives up on the upload (spec 9): the larger of budget + 12 s and 25 s. */
export const TRANSLATE_UPLOAD_ABORT_MS = Math.max(TRANSLATE_BUDGET_MS + 12_000, 25_000);

/**
 * Containers the server accepts (415 for anything else), by media type, and by file extension when the
 * browser sends no usable type (`application/octet-stream`).
 */
export const CLIP_MEDIA_TYPES = {
  webm: ['audio/webm', 'video/webm'],
  ogg: ['audio/ogg', 'application/ogg', 'audio/opus'],
  mp4: ['audio/mp4', 'audio/m4a', 'audio/x-m4a', 'video/mp4'],
  mpeg: ['audio/mpeg', 'audio/mp3', 'audio/mpga'],
  wav: ['audio/wav', 'audio/wave', 'audio/x-wav', 'audio/vnd.wave'],
} as const;
export type ClipContainer = keyof typeof CLIP_MEDIA_TYPES;
export const CLIP_EXTENSIONS: Record<string, ClipContainer> = {
  webm: 'webm',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  mp4: 'mp4',
  m4a: 'mp4',
  mp3: 'mpeg',
  mpga: 'mpeg',
  mpeg: 'mpeg',
  wav: 'wav',
};

/**
 * The success answer is `audio/mpeg` (the translation spoken); the texts travel in these headers, each
 * percent-encoded (`encodeURIComponent`), since HTTP headers are Latin-1 and the texts may be Arabic script.
 */
export const TRANSLATE_HEADERS = {
  /** What the visitor or the Moroccan said, as understood (in the speaker's language; Darija in Arabic script). */
  transcript: 'x-transcript',
  /** The translation, in the listener's language (Darija in Arabic script when the target is Darija). */
  translation: 'x-translation',
  /** The Darija side of the exchange (the translation to_darija, the words heard from_darija) in Arabic script. */
  darijaArabic: 'x-darija-ar',
  /** The same Darija in Latin letters, with the 3/7/9 chat alphabet. */
  darijaLatin: 'x-darija-latin',
  /** The direction served, plain ASCII. */
  direction: 'x-translation-direction',
} as const;

/** The texts of one translation, as the headers carry them once decoded. */
export interface TranslationTexts {
  transcript: string;
  translation: string;
  darija: { ar: string; latin: string };
}

// --- Typed text (beyond the spec) ---------------------------------------------------------------------------

/**
 * Longest typed text the server translates (400 beyond), in characters after trimming: a few sentences. The
 * memory pieces together at most 25 words and compares whole phrases, so a longer text could only be refused.
 */
export const MAX_TYPED_TEXT_CHARS = 300;
