import type { StoredDirection } from '@mizan/contracts/translate-limits';
import { PHRASEBOOK } from '@mizan/data/phrasebook';
import { createPhrasebookTranslator, PHRASEBOOK_MEMORY } from '@mizan/data/translation-memory';
import type { Phrase } from '@mizan/domain/translate/phrase';
import { isArabicScript } from '@mizan/domain/translate/normalise';
import { typedAnswer } from '@mizan/domain/translate/typed-answer';
import type { Language } from '@mizan/domain/text/language';
import { newRecordId, typedOutcome } from './translation';
import type { TranslationOutcome, TranslationRecord, TranslationSource } from './translation';

// The translator the phone carries (beyond the spec): the phrasebook and its translation memory, in a chunk
// of their own that the screen loads after its first render and the service worker keeps for offline use.
// It gives a remembered phrase, says when it is only the closest one, and refuses below the memory's threshold
// rather than guess (naming a phrase somewhat alike, for the visitor to pick).

export { PHRASEBOOK };

const memory = createPhrasebookTranslator();
// The Darija of every entry the memory may answer with: the phrases, and the words typed alone (`word:<slug>`).
const darijaById = new Map(PHRASEBOOK_MEMORY.map((entry) => [entry.id, entry.darija]));

/**
 * Builds, ahead of time and a slice at a time, the indexes the first translation in this tab will search (the
 * memory builds each on its first use, which would otherwise hold up the visitor's first answer: some hundred
 * milliseconds on a slow phone, `npm run bench:translate`). Each step is a few milliseconds of work: the screen
 * runs them when the main thread is idle.
 */
export function prepare(direction: StoredDirection, language: Language): Generator<void, void, void> {
  return memory.prepare(
    direction === 'target-to-darija' ? { from: language, to: 'darija' } : { from: 'darija', to: language },
  );
}

/**
 * The tab a typed text belongs in: Arabic script typed in the tab into Darija (the visitor pasted what a Moroccan
 * wrote, say) can only be Darija, so it is translated from Darija.
 */
export function typedDirection(text: string, direction: StoredDirection): StoredDirection {
  return direction === 'target-to-darija' && isArabicScript(text) ? 'darija-to-target' : direction;
}

/** Translates what the visitor typed (their language, or Darija in either script) in the tab's direction. */
export function translateTyped(
  text: string,
  direction: StoredDirection,
  language: Language,
  at: number,
  source: TranslationSource = 'typed',
): TranslationOutcome {
  const memoryDirection =
    direction === 'target-to-darija'
      ? ({ from: language, to: 'darija' } as const)
      : ({ from: 'darija', to: language } as const);
  const answer = typedAnswer(memory.translate(text, memoryDirection), text, memoryDirection, (id) =>
    darijaById.get(id),
  );
  return typedOutcome(answer, text, direction, language, at, source);
}

/** A phrasebook entry as a translation record (shown large, played, kept in the history). */
export function phraseRecord(
  phrase: Phrase,
  direction: StoredDirection,
  language: Language,
  at: number,
): TranslationRecord {
  const toDarija = direction === 'target-to-darija';
  return {
    id: newRecordId(at),
    at,
    direction,
    language,
    source: 'phrasebook',
    transcript: toDarija ? phrase.text[language] : phrase.darija.ar,
    translation: toDarija ? phrase.darija.ar : phrase.text[language],
    darija: { ar: phrase.darija.ar, latin: phrase.darija.latin },
    match: null,
  };
}
