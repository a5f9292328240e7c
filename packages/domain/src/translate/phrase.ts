import type { Localized } from '../text/language';

export const PHRASE_CATEGORIES = [
  'greetings',
  'taxi',
  'directions',
  'numbers',
  'money',
  'food',
  'diet',
  'shopping',
  'hotel',
  'health',
  'emergency',
  'time',
  'small-talk',
] as const;
export type PhraseCategory = (typeof PHRASE_CATEGORIES)[number];

/** Moroccan Darija, written two ways: Arabic script, and Latin letters with the 3/7/9 chat alphabet. */
export interface Darija {
  ar: string;
  latin: string;
}

/** One phrasebook entry: the same meaning in each interface language and in Darija. */
export interface Phrase {
  /** `<category>:<slug>`, stable (favourites are kept by id). */
  id: string;
  category: PhraseCategory;
  text: Localized;
  darija: Darija;
  /** Where a literal reading would mislead (politeness, gender, a word that means something else). */
  note?: Localized;
}
