import { normaliseDarijaLatin, normaliseText } from './normalise';

/** One word of a sentence: the key the memory compares, and the word as written (to show it). */
export interface Token {
  key: string;
  surface: string;
}

export type TokenLanguage = 'darija' | 'other';

// Words are what lies between spaces once punctuation is gone; an apostrophe or hyphen inside a word stays with it
// ("don't", "l-bab"), as does a chat digit ("m3a").
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The words of a sentence in English, Spanish, French or German, or of Darija in chat letters. */
export function tokenise(text: string, language: TokenLanguage): Token[] {
  const keyOf = language === 'darija' ? normaliseDarijaLatin : normaliseText;
  const tokens: Token[] = [];
  for (const [surface] of text.matchAll(WORD)) {
    const key = keyOf(surface).replace(/ /g, '');
    if (key) tokens.push({ key, surface });
  }
  return tokens;
}
