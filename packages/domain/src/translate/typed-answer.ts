// What a typed translation answers, wherever the memory ran: on the phone (the phrasebook) or on the server (the
// phrasebook and DODa, `POST /api/translate-text`). One shape, so the screen shows both the same way.
import { isArabicScript } from './normalise';
import type { SaidAmount } from './price-translation';
import { DEFAULT_THRESHOLDS } from './translation-memory';
import type {
  RefusalReason,
  TranslationDirection,
  TranslationMatch,
  TranslationOutcome,
} from './translation-memory';

export type TypedAnswer =
  | {
      kind: 'translation';
      /** In the listener's language: Darija in Arabic script where known, else in Latin letters; or the visitor's. */
      translation: string;
      /** The Darija side: the translation (into Darija), or the known phrase that matched the Darija typed. */
      darija: { ar: string | null; latin: string };
      match: TranslationMatch;
      confidence: number;
      /** The remembered phrase that answered, in the language and script of the text; null when composed. */
      matched: string | null;
      /** Composed with a word the table did not know, taken for one spelled like it (from Darija only). */
      guessed?: true;
      /** The price a Darija text says, which the translation gives in the visitor's terms (from Darija only). */
      amount?: SaidAmount;
    }
  | {
      kind: 'refused';
      reason: RefusalReason;
      confidence: number;
      /** The nearest known phrase, in the language and script of the text, when one was near (a suggestion). */
      closest?: string;
      /**
       * What that phrase means in the visitor's language, when it is Darija (from Darija): a tourist cannot judge a
       * suggestion in a script or a language they do not read.
       */
      closestMeaning?: string;
    };

/** A remembered phrase's Darija, looked up by its memory id (the phrasebook's rows have both scripts). */
export type DarijaOf = (id: string) => { latin: string; ar?: string | null } | undefined;

/**
 * The memory's outcome for `text` as a typed answer. A closest phrase under the memory's `closest` likeness is a
 * refusal that names it: the memory gives it for want of anything better, and shown as the translation it was
 * another sentence ("Quiero una pizza con piña" was "Quiero una plaza", a seat in a taxi); the visitor can pick
 * it if that is what they meant. Into Darija, the Arabic script comes from the answer or else the matched
 * phrase. From Darija, the Darija side is the matched phrase's (both scripts where the phrasebook has them), or,
 * for a composed translation, the text as typed, in the script it was typed in.
 */
export function typedAnswer(
  outcome: TranslationOutcome,
  text: string,
  direction: TranslationDirection,
  darijaOf: DarijaOf,
): TypedAnswer {
  if (!outcome.translation)
    return { kind: 'refused', reason: outcome.reason, confidence: outcome.confidence };
  const found = outcome.translation;
  if (found.match === 'closest' && found.confidence < DEFAULT_THRESHOLDS.closest && found.matched)
    return {
      kind: 'refused',
      reason: 'no-match',
      confidence: found.confidence,
      closest: found.matched.text,
      ...(direction.from === 'darija' && { closestMeaning: found.text }),
    };
  // A price's matched phrase says only the words around the amount: the Darija side is the text as typed.
  const known = found.matched && !found.amount ? darijaOf(found.matched.id) : undefined;
  const base = {
    kind: 'translation' as const,
    match: found.match,
    confidence: found.confidence,
    matched: found.matched?.text ?? null,
    ...(found.parts.some((part) => part.guessed) && { guessed: true as const }),
    ...(found.amount && { amount: found.amount }),
  };
  if (direction.to === 'darija') {
    const darija = { ar: found.darija?.ar ?? known?.ar ?? null, latin: found.darija?.latin ?? found.text };
    return { ...base, translation: darija.ar ?? darija.latin, darija };
  }
  const typed = text.trim();
  const darija = known
    ? { ar: known.ar ?? null, latin: known.latin }
    : isArabicScript(typed)
      ? { ar: typed, latin: '' }
      : { ar: null, latin: typed };
  return { ...base, translation: found.text, darija };
}
