import type { StoredDirection } from '@mizan/contracts/translate';
import { PHRASEBOOK } from '@mizan/data/phrasebook';
import { createPhrasebookTranslator } from '@mizan/data/translation-memory';
import type { Phrase } from '@mizan/domain/translate/phrase';
import type { Language } from '@mizan/domain/text/language';
import { newRecordId } from './translation';
import type { TranslationRecord, TranslationSource } from './translation';

// The translator the phone carries (beyond the spec): the phrasebook and its translation memory, in a chunk
// of their own that the screen loads after its first render and the service worker keeps for offline use.
// It gives a remembered phrase, says when it is only the closest one (with how alike), and refuses below
// the memory's threshold rather than guess.

export { PHRASEBOOK };

const byId = new Map(PHRASEBOOK.map((phrase) => [phrase.id, phrase]));
export function phraseById(id: string): Phrase | undefined {
  return byId.get(id);
}

const memory = createPhrasebookTranslator();

/**
 * Builds, ahead of time, the indexes the first translation in this tab will search (the memory builds each on
 * its first use, which would otherwise hold up the visitor's first answer: some hundred milliseconds on a slow
 * phone, `npm run bench:translate`).
 */
export function prepare(direction: StoredDirection, language: Language): void {
  const sample = PHRASEBOOK[0]!;
  if (direction === 'target-to-darija') {
    memory.translate(sample.text[language], { from: language, to: 'darija' });
    return;
  }
  memory.translate(sample.darija.latin, { from: 'darija', to: language });
  memory.translate(sample.darija.ar, { from: 'darija', to: language });
}

export type TypedOutcome =
  { record: TranslationRecord } | { refused: 'empty' | 'no-match'; confidence: number };

const ARABIC = /[\u0600-\u06ff]/;

/** Translates what the visitor typed (their language, or Darija in either script) in the tab's direction. */
export function translateTyped(
  text: string,
  direction: StoredDirection,
  language: Language,
  at: number,
  source: TranslationSource = 'typed',
): TypedOutcome {
  const outcome = memory.translate(
    text,
    direction === 'target-to-darija' ? { from: language, to: 'darija' } : { from: 'darija', to: language },
  );
  if (!outcome.translation) return { refused: outcome.reason, confidence: outcome.confidence };
  const found = outcome.translation;
  const phrase = found.matched ? phraseById(found.matched.id) : undefined;
  const match = {
    kind: found.match,
    confidence: found.confidence,
    matched: found.matched?.text ?? null,
  };
  const base = { id: newRecordId(at), at, direction, language, source, transcript: text.trim(), match };
  if (direction === 'target-to-darija') {
    const darija = {
      ar: found.darija?.ar ?? phrase?.darija.ar ?? null,
      latin: found.darija?.latin ?? found.text,
    };
    return { record: { ...base, translation: darija.ar ?? darija.latin, darija } };
  }
  const darija = phrase
    ? { ar: phrase.darija.ar, latin: phrase.darija.latin }
    : ARABIC.test(text)
      ? { ar: text.trim(), latin: '' }
      : { ar: null, latin: text.trim() };
  return { record: { ...base, translation: found.text, darija } };
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
