import type { ModelTextResponse } from '@mizan/contracts/translate';
import type { StoredDirection } from '@mizan/contracts/translate-limits';
import type { Language } from '@mizan/domain/text/language';
import type { SaidAmount } from '@mizan/domain/translate/price-translation';
import type { TypedAnswer } from '@mizan/domain/translate/typed-answer';

/**
 * How a translation was made: the server's voice pipeline, the phone's recognition, typed (the embedded
 * translators), typed and translated by the server's language model, or the phrasebook.
 */
export type TranslationSource = 'voice' | 'browser' | 'typed' | 'model' | 'phrasebook';

/** A typed text as it was asked: the words, the tab and the visitor's language at the time. */
export interface TypedAsk {
  text: string;
  direction: StoredDirection;
  language: Language;
}

/** The embedded memory's word on an answer (spec beyond: say when it is the closest known phrase). */
export interface MemoryMatch {
  kind: 'exact' | 'closest' | 'composed';
  /** 0..1 */
  confidence: number;
  /** The remembered phrase that answered, as the visitor wrote it (or its Darija), when there is one. */
  matched: string | null;
  /** Composed with a word not known, taken for one spelled like it: a guess (from Darija only). */
  guessed?: true;
  /** The price the Darija said (from Darija only): the card says what a ryal is, or that no unit was said. */
  amount?: SaidAmount;
}

/** One translation as the screen shows it and the device keeps it (history). */
export interface TranslationRecord {
  id: string;
  /** Epoch ms. */
  at: number;
  direction: StoredDirection;
  /** The visitor's language at the time. */
  language: Language;
  source: TranslationSource;
  /** What was said or typed: the visitor's words (target → darija) or the Moroccan's (darija → target). */
  transcript: string;
  /** The meaning in the listener's language: Darija in Arabic script, or the visitor's language. */
  translation: string;
  /** The Darija side of the exchange, in Arabic script (null where only Latin letters are known) and Latin letters. */
  darija: { ar: string | null; latin: string };
  match: MemoryMatch | null;
}

/** Whether the listener is the Moroccan (the translation is Darija). */
export function toDarija(record: Pick<TranslationRecord, 'direction'>): boolean {
  return record.direction === 'target-to-darija';
}

let sequence = 0;
/** An id for a new record: the time and a counter (two in the same millisecond stay apart). */
export function newRecordId(at: number): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${at.toString(36)}-${sequence.toString(36)}`;
}

/** What a translation attempt ends with: a record to show and keep, or the embedded memory's refusal. */
export type TranslationOutcome =
  | { record: TranslationRecord; refused?: never }
  | {
      refused: 'empty' | 'no-match';
      /** What was said or typed, shown with the refusal. */
      transcript: string;
      confidence: number;
      /** The nearest known phrase, offered to the visitor to pick (not shown as a translation). */
      closest?: string;
      /** What that phrase means in the visitor's language, when it is Darija. */
      closestMeaning?: string;
      record?: never;
    };

/**
 * A typed answer, from the phone's phrasebook or the server's translator (the same shape), as what the screen
 * shows and keeps: a record, or the refusal with what was typed.
 */
export function typedOutcome(
  answer: TypedAnswer,
  text: string,
  direction: StoredDirection,
  language: Language,
  at: number,
  source: TranslationSource = 'typed',
): TranslationOutcome {
  const transcript = text.trim();
  if (answer.kind === 'refused') {
    const { reason, confidence, closest, closestMeaning } = answer;
    return {
      refused: reason,
      transcript,
      confidence,
      ...(closest && { closest }),
      ...(closest && closestMeaning && { closestMeaning }),
    };
  }
  const { translation, darija, match, confidence, matched, guessed, amount } = answer;
  return {
    record: {
      id: newRecordId(at),
      at,
      direction,
      language,
      source,
      transcript,
      translation,
      darija,
      match: { kind: match, confidence, matched, ...(guessed && { guessed }), ...(amount && { amount }) },
    },
  };
}

/**
 * Whether a typed text the phone's phrasebook answered this way is worth asking the server's larger translator
 * (the phrasebook and DODa): refused for want of a close phrase (a phrase only somewhat alike is such a refusal,
 * naming it). An empty text is not.
 */
export function asksFurther(outcome: TranslationOutcome): boolean {
  return outcome.refused === 'no-match';
}

/**
 * Whether the AI translator is worth offering for a typed text the embedded translators answered this way:
 * refused for want of a close phrase, the closest known phrase (not a translation of the text), or pieced
 * together. An exact phrase is a translation already; an empty text has nothing to translate.
 */
export function offersModel(outcome: TranslationOutcome): boolean {
  if (outcome.refused) return outcome.refused === 'no-match';
  const { match, source } = outcome.record;
  return source === 'typed' && match !== null && match.kind !== 'exact';
}

/** The language model's answer to a typed text, as the screen shows and keeps it. */
export function modelOutcome(answer: ModelTextResponse, ask: TypedAsk, at: number): TranslationOutcome {
  return {
    record: {
      id: newRecordId(at),
      at,
      direction: ask.direction,
      language: ask.language,
      source: 'model',
      transcript: ask.text.trim(),
      translation: answer.translation,
      darija: { ar: answer.darija.ar || null, latin: answer.darija.latin },
      match: null,
    },
  };
}
