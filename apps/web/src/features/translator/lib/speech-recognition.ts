// Beyond the spec: with no voice service on the server, the phone's own speech recognition listens where the
// browser has one (Chrome's sends the audio to the browser maker's service: the screen says so).

/** The recognition's language: the visitor's, or Moroccan Arabic for the Moroccan's turn. */
export const RECOGNITION_LANGUAGES = {
  darija: 'ar-MA',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
} as const;

interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}
interface RecognitionErrorEvent {
  readonly error: string;
}

/** The part of the Web Speech API's SpeechRecognition used here (not in TypeScript's DOM library). */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => SpeechRecognitionLike;

export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export type RecognitionFailure = 'mic' | 'offline' | 'no-speech' | 'other';

/** The recognition's error names (Web Speech API) as the screen tells them. */
export function recognitionFailure(error: string): RecognitionFailure {
  switch (error) {
    case 'not-allowed':
    case 'service-not-allowed':
    case 'audio-capture':
      return 'mic';
    case 'network':
      return 'offline';
    case 'no-speech':
    case 'aborted':
      return 'no-speech';
    default:
      return 'other';
  }
}

export interface RecognitionSession {
  /** Stop listening; the session then ends with what it heard. */
  stop(): void;
  /** Stop and forget what was heard. */
  abort(): void;
}

/**
 * Listens in `language` until `stop` (or the browser stops by itself) and ends with the final text heard, or
 * with a failure. Interim text is passed on as it comes, for the screen to show.
 */
export function listen(
  Recognition: RecognitionConstructor,
  language: string,
  handlers: {
    onInterim?: (text: string) => void;
    onEnd: (outcome: { text: string } | { failure: RecognitionFailure }) => void;
  },
): RecognitionSession {
  const recognition = new Recognition();
  recognition.lang = language;
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.maxAlternatives = 1;
  const finals: string[] = [];
  let interim = '';
  let failure: RecognitionFailure | null = null;
  let ended = false;
  recognition.onresult = (event) => {
    interim = '';
    for (let i = event.resultIndex; i < event.results.length; i += 1) {
      const result = event.results[i]!;
      const text = result[0]?.transcript ?? '';
      if (result.isFinal) finals[i] = text;
      else interim += text;
    }
    handlers.onInterim?.([...finals.filter(Boolean), interim].join(' ').trim());
  };
  recognition.onerror = (event) => {
    const kind = recognitionFailure(event.error);
    if (kind !== 'no-speech') failure = kind;
  };
  recognition.onend = () => {
    if (ended) return;
    ended = true;
    // A stop before the last words were final keeps them: the visitor tapped when they had finished.
    const text = [...finals.filter(Boolean), interim].join(' ').trim();
    handlers.onEnd(failure && !text ? { failure } : { text });
  };
  recognition.start();
  return {
    stop: () => recognition.stop(),
    abort: () => {
      ended = true;
      recognition.abort();
    },
  };
}
