import type { Phrase, PhraseCategory } from '@mizan/domain/translate/phrase';

type PhraseEntry = Omit<Phrase, 'id' | 'category'> & { slug: string };

/** One category's phrases, with ids `<category>:<slug>` (favourites are kept by id). */
export function definePhrases(category: PhraseCategory, entries: readonly PhraseEntry[]): readonly Phrase[] {
  return entries.map(({ slug, ...phrase }) => ({ id: `${category}:${slug}`, category, ...phrase }));
}
