import type { TranslateTextRequest, TranslateTextResponse } from '@mizan/contracts/translate';
import type { Language } from '@mizan/domain/text/language';

/**
 * Typed text into or out of Darija (beyond the spec: what the translator screen asks when the phone's
 * phrasebook does not know the text). Failures are `ProviderError`s: `unavailable` (503) while it is starting
 * or after its worker failed, so the screen keeps the phrasebook's answer.
 */
export interface TextTranslationProvider {
  readonly name: string;
  /**
   * The visitor's languages in which it knows more than the phone's phrasebook: the screen asks it only in those
   * (in the others its answer could only be the phrasebook's, which the phone already gave).
   */
  readonly languages: readonly Language[];
  /**
   * Starts the work a first answer needs, in the background (a first request starts it too); `onEvent` hears
   * when it is ready and what that cost, and of each failure (the server logs them). Again, or after `close`,
   * it does nothing.
   */
  start(onEvent?: (event: TextTranslationEvent) => void): void;
  translate(request: Omit<TranslateTextRequest, 'csrf'>): Promise<TranslateTextResponse>;
  /** Stops it for good (the server is closing). */
  close(): Promise<void>;
}

export type TextTranslationEvent =
  { type: 'ready'; wallMs: number; cpuMs: number } | { type: 'failed'; error: Error; restartInMs: number };
