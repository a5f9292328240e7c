import type { Phrase, PhraseCategory } from '@mizan/domain/translate/phrase';

/** A phrase as a category's file writes it: its slug, not yet its id and category. */
export type PhraseEntry = Omit<Phrase, 'id' | 'category'> & { slug: string };

/** One phrase, with the id `<category>:<slug>` (favourites are kept by id). */
export function definePhrase(category: PhraseCategory, { slug, ...phrase }: PhraseEntry): Phrase {
  return { id: `${category}:${slug}`, category, ...phrase };
}

/** One category's phrases. */
export function definePhrases(category: PhraseCategory, entries: readonly PhraseEntry[]): readonly Phrase[] {
  return entries.map((entry) => definePhrase(category, entry));
}
