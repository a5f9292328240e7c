// A Darija text that says a price ("3tini 100 dh", "bsh7al? mya derham", "hadi b alf ryal"), translated: the amount
// in the visitor's language and currency terms, with the rest of the sentence where a phrase says it, or the words
// not understood named beside the amount. Never another number: a phrase that says another price is not given.
import { readDarijaAmount, sayAmount, sayAmountWithUnknown } from './darija-amount';
import type { AmountUnit } from './amount-unit';
import { isArabicScript, normaliseArabic, normaliseDarijaLatin, withoutCourtesy } from './normalise';
import type { Translation, TranslationOutcome } from './translation-memory';
import type { Language } from '../text/language';

/** The price a Darija text says, as a translation carries it. */
export interface SaidAmount {
  value: number;
  /** null: no unit was said (dirhams or ryals: the translation gives both). */
  unit: AmountUnit | null;
  /** The text's other words when no phrase says them, as written: the translation names them as not understood. */
  unknown: string | null;
}

/**
 * The translation of a Darija text that says an amount, or null when it says none. `translateRest` translates the
 * sentence's other words; a rest the memory would only name as a phrase under `closest` likeness (a suggestion,
 * not a translation) or refuses is left untranslated and named. `whole` is the memory's translation of the whole
 * text, kept when it is a phrase that says the same price.
 */
export function translatePrice(
  text: string,
  language: Language,
  translateRest: (rest: string) => TranslationOutcome,
  closest: number,
  whole: Translation | null,
): Translation | null {
  const amount = readDarijaAmount(text);
  if (!amount) return null;
  // A phrase the whole text is near enough to be given as, saying the same price, says more than the amount and
  // the words around it ("ghadi n3tik tlatin dh" is the phrasebook's "I'll give you 30 dirhams").
  const phrase = whole?.matched && whole.confidence >= closest ? readDarijaAmount(whole.matched.text) : null;
  if (phrase && phrase.value === amount.value && phrase.unit === amount.unit) return whole;
  const said = sayAmount(amount.value, amount.unit, language);
  const rest = [amount.before, amount.after].filter(Boolean).join(' ');
  const known = rest ? translateRest(rest).translation : null;
  // A phrase saying "3afak" for words that do not ("l matar" as "lel-matar 3afak") is the visitor's request: beside
  // a price, "To the airport, please: 30 dirhams" reads as the tourist asking, where the driver named the fare.
  const addsPlease = known?.matched ? saysDarijaPlease(known.matched.text) && !saysDarijaPlease(rest) : false;
  if (!known || addsPlease || (known.match === 'closest' && known.confidence < closest)) {
    return {
      text: rest ? sayAmountWithUnknown(amount.value, amount.unit, rest, language) : said,
      darija: null,
      match: 'exact',
      confidence: 1,
      matched: null,
      parts: [],
      amount: { value: amount.value, unit: amount.unit, unknown: rest || null },
    };
  }
  // "How much? 100 dirhams"; "Give me: 100 dirhams" (a word alone is written in lower case: "give me").
  const words = known.text.charAt(0).toLocaleUpperCase(language) + known.text.slice(1);
  const joined = /[?؟!]$/.test(words) ? `${words} ${said}` : `${words.replace(/\.$/, '')}: ${said}`;
  return {
    ...known,
    text: joined,
    darija: null,
    amount: { value: amount.value, unit: amount.unit, unknown: null },
  };
}

function saysDarijaPlease(text: string): boolean {
  const [key, kind] = isArabicScript(text)
    ? [normaliseArabic(text), 'arabic' as const]
    : [normaliseDarijaLatin(text), 'darija' as const];
  return withoutCourtesy(key, kind) !== key;
}
