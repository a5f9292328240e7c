import { slugify } from '../text/slug';
import type { CatalogPlace } from './catalog-place';
import { TAGS_BY_WORD } from './request-words';

// Special requests are free text in any of the four languages. The planner only matches their words, and the
// catalog words request-words.ts gives for them, against the catalog's tags and names (no guessing at meaning)
// and says in the plan which of the visitor's words it matched.

/** Words too common to mean anything here, in en/es/fr/de. */
const STOPWORDS = new Set(
  (
    'the and for with without not but are was were our you your his her its this that these those have has had ' +
    'want would like love please some any very more less from into near all can could should will just also ' +
    'los las una uno unos unas con sin por favor para que del muy mas como pero nos quiero queremos ' +
    'les des une avec sans pour que qui dans est sont nous vous aime aimons voulons voudrions tres plus pas plait ' +
    'der die das und mit ohne fur ist sind wir ich sie ein eine einen bitte gerne sehr mehr nicht auch ' +
    'von vom zum zur aux sur'
  ).split(' '),
);

/**
 * Words that deny the word after them ("no bars", "sin alcohol", "pas de viande", "kein Wein"): that word is not
 * asked for, so it must neither draw places nor be quoted as matched.
 */
const NEGATIONS = new Set(
  'no not nor without never sin nada ni sans pas aucun aucune ohne kein keine keinen keinem keiner nicht'.split(' '),
);

/** A request's words: those asked for, and those a negation denies, each once, in order of first appearance. */
export interface RequestWords {
  /** Lowercase, accentless words of three letters or more that the request asks for. */
  asked: string[];
  /** The first such word after each negation, as a term and as the visitor wrote it ('Cafés'). */
  denied: { term: string; word: string }[];
}

export function requestWords(text: string): RequestWords {
  const asked: string[] = [];
  const denied: RequestWords['denied'] = [];
  let denying = false;
  for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
    for (const term of slugify(word).split('-')) {
      if (NEGATIONS.has(term)) {
        denying = true;
        continue;
      }
      if (term.length < 3 || STOPWORDS.has(term)) continue;
      if (denying) {
        if (!denied.some((d) => d.term === term)) denied.push({ term, word });
      } else if (!asked.includes(term)) {
        asked.push(term);
      }
      denying = false;
    }
  }
  return { asked, denied };
}

/** The words a request asks for (`requestWords(text).asked`). */
export function requestTerms(text: string): string[] {
  return requestWords(text).asked;
}

/** Two words match when equal, or when one is the other plus an ending ('rooftop'/'rooftops', 'garden'/'gardens'). */
function wordsMatch(term: string, word: string): boolean {
  if (term === word) return true;
  const [short, long] = term.length <= word.length ? [term, word] : [word, term];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3;
}

/** A place's words depend only on the place: worked out once per catalog entry. */
const wordsByPlace = new WeakMap<CatalogPlace, string[]>();

/**
 * The words a place can be found by: its tags (whole and split on hyphens), the words of its names in every
 * language ('kutubia'), its kind, and 'alcohol' where it is served (a bar, or a place to eat whose diet facts say
 * so), so that "sin alcohol" keeps it out.
 */
export function placeWords(place: CatalogPlace): string[] {
  const known = wordsByPlace.get(place);
  if (known) return known;
  const words = new Set<string>([place.kind]);
  if (place.kind === 'nightlife' || place.diet?.alcohol) words.add('alcohol');
  for (const tag of place.tags) {
    const slug = slugify(tag);
    words.add(slug);
    for (const part of slug.split('-')) if (part.length >= 3) words.add(part);
  }
  for (const name of [place.name, ...Object.values(place.names ?? {})])
    for (const part of slugify(name.replace(/[^\p{L}\p{N}]+/gu, ' ')).split('-'))
      if (part.length >= 3 && !STOPWORDS.has(part)) words.add(part);
  const list = [...words];
  wordsByPlace.set(place, list);
  return list;
}

/** The term and the catalog words it stands for ('terrasse' -> terrasse, rooftop, terrace). */
function meaningsOf(term: string): string[] {
  const found = new Set([term, ...(TAGS_BY_WORD.get(term) ?? [])]);
  // An ending the table does not list ('sonnenuntergangs') finds its word, as a tag finds its plural.
  if (found.size === 1) {
    for (const [word, tags] of TAGS_BY_WORD)
      if (wordsMatch(term, word)) for (const tag of tags) found.add(tag);
  }
  return [...found];
}

/** A request's meanings depend only on its terms: worked out once per list, not once per place. */
const meaningsByTerms = new WeakMap<readonly string[], string[][]>();

/** The request terms a place matches, in the request's order. */
export function matchRequest(terms: readonly string[], place: CatalogPlace): string[] {
  if (terms.length === 0) return [];
  let meanings = meaningsByTerms.get(terms);
  if (!meanings) {
    meanings = terms.map(meaningsOf);
    meaningsByTerms.set(terms, meanings);
  }
  const words = placeWords(place);
  return terms.filter((_, i) =>
    meanings[i]!.some((meaning) => words.some((word) => wordsMatch(meaning, word))),
  );
}
