// The full embedded translator: the phrasebook first, then DODa's sentences and vocabulary, and the phrases
// learned from them (scripts/doda-build.ts). About 1.3 MB of source and a second or more of CPU to build: it serves
// the server's POST /api/translate-text from a worker thread, translate:batch, eval:translate and bench:translate; the
// phone carries the phrasebook's translator (`@mizan/data/translation-memory`, ADR 015).
import { createPhraseTable } from '@mizan/domain/translate/phrase-table';
import {
  createTranslationMemory,
  type MemoryEntry,
  type TranslationMemory,
  type TranslationMemoryOptions,
} from '@mizan/domain/translate/translation-memory';
import { PHRASEBOOK_MEMORY } from '../translation-memory';
import { DARIJA_TO_ENGLISH_PHRASES, ENGLISH_TO_DARIJA_PHRASES } from './phrases';
import { DODA_SENTENCES } from './sentences';
import { DODA_WORDS } from './words';

/** DODa's sentence pairs (English and chat letters only), then its vocabulary, as memory entries. */
export const DODA_MEMORY: readonly MemoryEntry[] = [
  ...DODA_SENTENCES.map(([en, latin], row) => ({ id: `doda:${row}`, text: { en }, darija: { latin } })),
  ...DODA_WORDS.map(([en, latin], row) => ({
    id: `doda-word:${row}`,
    text: { en },
    darija: { latin: latin! },
  })),
];

/**
 * The full embedded translator. Phrasebook entries come first, so where the phrasebook and DODa know the same
 * phrase the phrasebook's (checked, with Arabic script) wins. `thresholds` is for the evaluation's sweeps.
 */
export function createEmbeddedTranslator(
  options: Pick<TranslationMemoryOptions, 'thresholds'> = {},
): TranslationMemory {
  return createTranslationMemory([...PHRASEBOOK_MEMORY, ...DODA_MEMORY], {
    ...options,
    phrases: {
      toDarija: { en: createPhraseTable(ENGLISH_TO_DARIJA_PHRASES) },
      fromDarija: { en: createPhraseTable(DARIJA_TO_ENGLISH_PHRASES) },
    },
  });
}
