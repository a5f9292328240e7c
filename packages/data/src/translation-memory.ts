import type { MemoryEntry, TranslationMemory } from '@mizan/domain/translate/translation-memory';
import { createTranslationMemory } from '@mizan/domain/translate/translation-memory';
import { PHRASEBOOK } from './phrasebook';
import { OTHER_WORDINGS } from './phrasebook/other-wordings';
import { PHRASEBOOK_WORDS } from './phrasebook/words';

/**
 * The phrasebook as translation-memory entries: every phrase in the four languages and both Darija scripts, with
 * the other ways a visitor words the everyday ones, then the single words a visitor types alone (`word:<slug>`,
 * after the phrases: where a phrase and a word read the same, the phrase answers).
 */
export const PHRASEBOOK_MEMORY: readonly MemoryEntry[] = [
  ...PHRASEBOOK.map((phrase) => ({
    id: phrase.id,
    text: phrase.text,
    darija: phrase.darija,
    ...(OTHER_WORDINGS[phrase.id] && { also: OTHER_WORDINGS[phrase.id] }),
    ...(phrase.note && { note: phrase.note }),
  })),
  ...PHRASEBOOK_WORDS.map((word) => ({
    id: `word:${word.slug}`,
    text: word.text,
    darija: word.darija,
    ...(word.also && { also: word.also }),
  })),
];

/**
 * The translator the browser carries: the phrasebook only (a few tens of kilobytes), so typed translation of
 * phrasebook entries works offline. It gives exact and closest phrases and refuses the rest; the full
 * translator (`@mizan/data/doda/translator`, on the server and for the batch scripts) also knows DODa's sentences and composes.
 */
export function createPhrasebookTranslator(): TranslationMemory {
  return createTranslationMemory(PHRASEBOOK_MEMORY);
}
