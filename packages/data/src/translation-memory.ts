import type { MemoryEntry, TranslationMemory } from '@mizan/domain/translate/translation-memory';
import { createTranslationMemory } from '@mizan/domain/translate/translation-memory';
import { PHRASEBOOK } from './phrasebook';

/** The phrasebook as translation-memory entries: every phrase in the four languages and both Darija scripts. */
export const PHRASEBOOK_MEMORY: readonly MemoryEntry[] = PHRASEBOOK.map((phrase) => ({
  id: phrase.id,
  text: phrase.text,
  darija: phrase.darija,
  ...(phrase.note && { note: phrase.note }),
}));

/**
 * The translator the browser carries: the phrasebook only (a few tens of kilobytes), so typed translation of
 * phrasebook entries works offline. It gives exact and closest phrases and refuses the rest; the full
 * translator (`@mizan/data/doda/translator`, on the server and for the batch scripts) also knows DODa's sentences and composes.
 */
export function createPhrasebookTranslator(): TranslationMemory {
  return createTranslationMemory(PHRASEBOOK_MEMORY);
}
