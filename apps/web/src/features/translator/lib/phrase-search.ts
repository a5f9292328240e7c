import type { Phrase } from '@mizan/domain/translate/phrase';
import type { Language } from '@mizan/domain/text/language';

// The phrasebook's search (beyond the spec): in the visitor's language first, and in Darija (Latin letters or
// Arabic script) too, ignoring case, accents and punctuation; every word typed must be found.

/** Lowercase, no accents (é -> e, ß stays), no Arabic vowel marks or tatweel, punctuation as spaces. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface Scored {
  phrase: Phrase;
  score: number;
  position: number;
}

/**
 * The phrases matching `query`, best first: a match in the visitor's language before one in Darija only, a
 * phrase that starts with the query before one that merely contains it; otherwise in phrasebook order. An
 * empty query keeps every phrase in order.
 */
export function searchPhrases(phrases: readonly Phrase[], query: string, language: Language): Phrase[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...phrases];
  const scored: Scored[] = [];
  phrases.forEach((phrase, position) => {
    const own = foldForSearch(phrase.text[language]);
    const darija = `${foldForSearch(phrase.darija.latin)} ${foldForSearch(phrase.darija.ar)}`;
    const inOwn = words.every((word) => own.includes(word));
    const inDarija = !inOwn && words.every((word) => darija.includes(word) || own.includes(word));
    if (!inOwn && !inDarija) return;
    const starts = own.startsWith(words.join(' ')) || own.split(' ').some((w) => w === words[0]);
    scored.push({ phrase, position, score: (inOwn ? 2 : 0) + (starts ? 1 : 0) });
  });
  return scored.sort((a, b) => b.score - a.score || a.position - b.position).map((s) => s.phrase);
}
