// An amount of money said in Darija: what a driver or a seller answers to "how much?" ("3tini 100 dh",
// "khamsin derham", "mya w khamsin", "alf ryal", "ميا و خمسين درهم"). Pure: the text in, the amount and the words
// around it out, or null when the text says no amount or says it in a way read two ways (never another number).
//
// The words are those the Darija Open Dataset (DODa, MIT, semantic-numbers.csv and semantic-economy.csv) or the
// phrasebook (packages/data/src/phrasebook/numbers.ts) attests, each spelling variant DODa lists; the Arabic
// script is the phrasebook's where it has the word, else the same word letter for letter (DODa has no Arabic
// script). Not read, for want of a source: "alfayn" (2,000; Darija says "jouj alaf"), "frank" and the hundreds'
// short forms joined to "mya" ("khmsmya").
import type { AmountUnit } from './amount-unit';
import { normaliseArabic, normaliseDarijaLatin } from './normalise';
import type { Language } from '../text/language';

/** Ryals are twentieths of a dirham (numbers.ts, the ryal note): prices, in markets above all, are said in them. */
export const RYALS_PER_DIRHAM = 20;

export interface DarijaAmount {
  /** The number said, in the unit said. */
  value: number;
  /** The unit said; null when none was (a bare number in a price sentence: dirhams or ryals). */
  unit: AmountUnit | null;
  /** The text's other words, before and after the amount, as written (the unit and a "b"/"for" before it not). */
  before: string;
  after: string;
}

type Word =
  | { kind: 'number'; value: number }
  | { kind: 'hundred'; value: 100 | 200 }
  | { kind: 'thousand'; plural: boolean }
  | { kind: 'and' }
  | { kind: 'half' }
  | { kind: 'unit'; unit: AmountUnit };

// DODa's spellings (semantic-numbers.csv), then the phrasebook's where it writes the word otherwise.
const NUMBERS: readonly (readonly [number, ...string[]])[] = [
  [1, 'wahd', 'wa7d', 'wa7ed', 'واحد'],
  [2, 'jouj', 'joj', 'zouj', 'juj', 'جوج'],
  [2, 'tnayn', 'تنين'],
  [3, 'tlata', 'تلاتة'],
  [4, 'rb3a', 'reb3a', 'rab3a', 'ربعة'],
  [5, 'khmsa', '5msa', 'khamsa', 'khemsa', 'خمسة'],
  [6, 'stta', 'seta', 'setta', 'satta', 'ستة'],
  [7, 'sb3a', 'sab3a', 'seb3a', 'سبعة'],
  [8, 'tmnia', 'tmenia', 'tmania', 'tmnya', 'tmenya', 'تمنية'],
  [9, 'ts3oud', 'ts3od', 'tas3oud', 'tes3oud', 'ts3a', 'tes3ud', 'تسعود', 'تسعة'],
  [10, '3chra', '3achra', 'aachra', '3ashra', 'عشرة'],
  [11, '7dach', 'hdach', 'حداش'],
  [12, 'tnach', 'طناش'],
  [13, 'tlttach', 'teltach', 'tlettach', 'tletach', 'تلطاش'],
  [14, 'rb3tach', 'rba3tach', 'rbe3tach', 'ربعطاش'],
  [15, 'khmstach', '5mstach', 'khamstach', 'khemstach', 'khmstash', 'خمسطاش'],
  [16, 'sttach', 'setach', 'stach', 'سطاش'],
  [17, 'sb3tach', 'sbe3tach', 'sba3tach', 'سبعطاش'],
  [18, 'tmntach', 'tmentach', 'tmantach', 'تمنطاش'],
  [19, 'ts3tach', 'tsa3tach', 'tse3tach', 'تسعطاش'],
  [20, '3chrin', '3achrin', '3echrin', '3ochrin', '3eshrin', 'عشرين'],
  [30, 'tlatin', 'تلاتين'],
  [40, 'rb3in', 'rab3in', 'reb3in', 'ربعين'],
  [50, 'khmsin', '5amsin', 'khamsin', 'khemsin', 'خمسين'],
  [60, 'stin', 'settin', 'sattin', 'sttin', 'ستين'],
  [70, 'sb3in', 'seb3in', 'sab3in', 'سبعين'],
  [80, 'tmanin', 'tamanin', 'تمانين'],
  [90, 'ts3in', 'tes3in', 'tas3in', 'تسعين'],
];

const OTHER_WORDS: readonly (readonly [Word, ...string[]])[] = [
  // DODa "myya, mya, mia" (hundred); the phrasebook's "myat" before a noun and "mitin" (two hundred).
  [{ kind: 'hundred', value: 100 }, 'myya', 'mya', 'mia', 'myat', 'مية', 'ميا', 'ميات'],
  [{ kind: 'hundred', value: 200 }, 'mitin', 'ميتين'],
  // DODa "alf" (thousand), "alaf, l2alaf" (thousands, after three to ten).
  [{ kind: 'thousand', plural: false }, 'alf', 'ألف'],
  [{ kind: 'thousand', plural: true }, 'alaf', 'l2alaf', 'ألاف', 'آلاف'],
  // DODa "w, ou, o" (and); the phrasebook's "u" (khamsa u 3eshrin).
  [{ kind: 'and' }, 'w', 'ou', 'o', 'u', 'و'],
  // DODa "nSS, neSS, naSS" (half; "o ness", half past); the phrasebook's "ness" and "nss".
  [{ kind: 'half' }, 'nss', 'ness', 'nass', 'نص'],
  // DODa "dr8m, drhm, der8am, dirham"; the phrasebook's "derham", "drahem" (3 to 10) and the price tags' "dh".
  [
    { kind: 'unit', unit: 'dirham' },
    'dr8m',
    'drhm',
    'der8am',
    'dirham',
    'dirhams',
    'derham',
    'drahem',
    'dh',
    'dhs',
    'درهم',
    'دراهم',
  ],
  // The phrasebook's "ryal" (its es/fr texts write "rial"); "riyal" is the same word as English writes it.
  [{ kind: 'unit', unit: 'ryal' }, 'ryal', 'rial', 'riyal', 'ryals', 'rials', 'ريال'],
];

// A number followed by one of these is a time, a length or a weight, not a price ("hadi 11 o ness", half past 11).
const OTHER_MEASURES = [
  'sa3a',
  'sa3at',
  'd9i9a',
  'd9aye9',
  'dqiqa',
  'km',
  'kilo',
  'kilometre',
  'mitro',
  'metro',
  'nhar',
  'iyam',
  'ayam',
  'simana',
  'chhar',
  'ساعة',
  'دقيقة',
  'كيلو',
  'متر',
  'نهار',
  'يام',
];

// Words that make a sentence about a price, so that a number said in it without a unit is read as one (the
// phrasebook's "bsh7al?", "sh7al?", "3tini l-wasl", "nkhelles", "hada akhir taman", "l-flous").
const PRICE_WORDS = [
  'bsh7al',
  'bch7al',
  'sh7al',
  'ch7al',
  'بشحال',
  'شحال',
  '3tini',
  'عطيني',
  'khelles',
  'nkhelles',
  'tkhelles',
  'خلص',
  'taman',
  'tamn',
  'تمن',
  'ثمن',
  'flous',
  'فلوس',
];

const keyOf = (word: string) =>
  /\p{Script=Arabic}/u.test(word) ? normaliseArabic(word) : normaliseDarijaLatin(word).replace(/ /g, '');

const VOCABULARY = new Map<string, Word>([
  ...NUMBERS.flatMap(([value, ...spellings]) =>
    spellings.map((s) => [keyOf(s), { kind: 'number', value }] as [string, Word]),
  ),
  ...OTHER_WORDS.flatMap(([word, ...spellings]) => spellings.map((s) => [keyOf(s), word] as [string, Word])),
]);
const MEASURES = new Set(OTHER_MEASURES.map(keyOf));
const PRICES = new Set(PRICE_WORDS.map(keyOf));
const DYAL = keyOf('dyal');
// The phrasebook's "3afak" (please), which may follow a price: "3tini mitin 3afak".
const PLEASE = new Set(['3afak', 'عافاك'].map(keyOf));
// "b" (for, at: "hadi b alf ryal") before an amount belongs to it, not to the rest of the sentence.
const FOR = new Set(['b', 'ب']);

interface Piece {
  surface: string;
  word: Word | null;
  key: string;
  /** Written joined to the next piece by a hyphen ("l-atay"): the rest of the sentence is shown as written. */
  hyphen?: true;
}

// Words as written: an article or a one-letter preposition joined by a hyphen ("l-alf", "d-derham", "b-mya") is
// apart; Arabic "و"/"ب" joined to a number word ("وخمسين") too.
function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  const words = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .match(/\d+(?:[.,]\d+)+|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  for (const raw of words ?? []) {
    const [, prefix, rest] = /^(l|d|b|el)[-'’](.+)$/iu.exec(raw) ?? [];
    if (prefix && rest) {
      out.push({ ...piece(prefix), hyphen: true }, piece(rest));
      continue;
    }
    const arabicPrefix = /^([وب])(.+)$/u.exec(raw);
    if (arabicPrefix && VOCABULARY.has(keyOf(raw)) === false && VOCABULARY.has(keyOf(arabicPrefix[2]!))) {
      out.push(piece(arabicPrefix[1]!), piece(arabicPrefix[2]!));
      continue;
    }
    // "50dh": a number and its unit typed as one word (a chat digit starts a word too: "3tini").
    const [, digits, letters] = /^(\d+(?:[.,]\d+)*)(\p{L}+)$/u.exec(raw) ?? [];
    if (digits && letters && VOCABULARY.get(keyOf(letters))?.kind === 'unit') {
      out.push(piece(digits), piece(letters));
      continue;
    }
    out.push(...joined(raw));
  }
  return out;
}

function piece(surface: string): Piece {
  const digits = digitValue(surface);
  const key = keyOf(surface);
  return {
    surface,
    key,
    word: digits !== null ? { kind: 'number', value: digits } : (VOCABULARY.get(key) ?? null),
  };
}

// DODa writes twenty-one to ninety-nine joined too ("khmsao3chrin", "wahdw3chrin"): a unit, "o"/"w", a ten.
function joined(raw: string): Piece[] {
  const whole = piece(raw);
  if (whole.word || /^\d/.test(raw)) return [whole];
  for (const [at, letter] of [...raw].entries()) {
    if (at === 0 || !/[owu]/iu.test(letter)) continue;
    const [unit, ten] = [piece(raw.slice(0, at)), piece(raw.slice(at + 1))];
    if (unit.word?.kind === 'number' && ten.word?.kind === 'number' && ten.word.value % 10 === 0)
      return [unit, piece(letter), ten];
  }
  return [whole];
}

// "1.000" and "1,000" are a thousand; "12,5" and "7.50" are decimals.
function digitValue(surface: string): number | null {
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(surface)) return Number(surface.replace(/[.,]/g, ''));
  if (/^\d+(?:[.,]\d{1,2})?$/.test(surface)) return Number(surface.replace(',', '.'));
  return null;
}

/** One part of a number between "and"s, and its rank: thousands 3, hundreds 2, 10-99 1, units 0, a half -1. */
function partOf(words: readonly Word[]): { value: number; rank: number } | null {
  const [a, b, ...more] = words;
  if (!a || more.length > 0) return null;
  const rankOf = (n: number) => (n >= 1000 ? 3 : n >= 100 ? 2 : n >= 10 ? 1 : 0);
  if (!b) {
    if (a.kind === 'number') return { value: a.value, rank: rankOf(a.value) };
    if (a.kind === 'hundred') return { value: a.value, rank: 2 };
    if (a.kind === 'thousand' && !a.plural) return { value: 1000, rank: 3 };
    if (a.kind === 'half') return { value: 0.5, rank: -1 };
    return null;
  }
  if (a.kind !== 'number' || !Number.isInteger(a.value)) return null;
  // "tlata mya", 300; "tlata alaf", 3,000 (DODa's "alaf" after three to ten); "tnach alf", 12,000.
  if (b.kind === 'hundred' && b.value === 100 && a.value >= 1 && a.value <= 9)
    return { value: a.value * 100, rank: 2 };
  if (b.kind === 'thousand' && (b.plural ? a.value >= 2 && a.value <= 10 : a.value >= 11 && a.value < 1000))
    return { value: a.value * 1000, rank: 3 };
  return null;
}

/**
 * The value of number words in Darija's order: thousands, hundreds, then units before tens ("khamsa w 3chrin",
 * 25; "mya w khamsin", 150; "alf w mitin", 1,200), and "w nss" (and a half) after a number under a hundred. Null
 * for any other order: a number that could be read two ways is not read.
 */
function valueOf(words: readonly Word[]): number | null {
  const groups: Word[][] = [[]];
  for (const word of words) {
    if (word.kind === 'and') groups.push([]);
    else groups.at(-1)!.push(word);
  }
  let total = 0;
  let previous: { value: number; rank: number } | null = null;
  for (const group of groups) {
    const part = partOf(group);
    if (!part) return null;
    if (previous) {
      const unitThenTen = previous.rank === 0 && part.rank === 1 && part.value % 10 === 0 && part.value >= 20;
      if (part.rank === -1 ? total >= 100 : !(part.rank < previous.rank || unitThenTen)) return null;
      if (previous.rank === 1 && part.rank === 0) return null;
    } else if (part.rank === -1) return null;
    total += part.value;
    previous = part;
  }
  return total;
}

// "jouj dyal l-alf" (two of the thousand, 2,000): Darija counts things with "dyal" ("jouj dyal l-bnat"), so
// "dyal l-alf" after a number is "alaf".
function withDyal(all: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < all.length; i += 1) {
    const [dyal, article, thousand] = [all[i]!, all[i + 1], all[i + 2]];
    if (dyal.key === DYAL && article?.key === 'l' && thousand?.word?.kind === 'thousand') {
      out.push({
        surface: `${dyal.surface} l-${thousand.surface}`,
        key: '',
        word: { kind: 'thousand', plural: true },
      });
      i += 2;
    } else out.push(dyal);
  }
  return out;
}

const isNumberWord = (word: Word | null) =>
  word !== null && (word.kind === 'number' || word.kind === 'hundred' || word.kind === 'thousand');

/**
 * The amount of money a Darija text says, in Latin letters (with 3/7/9) or Arabic script, with digits mixed in,
 * and the text's other words; null when it says none, or more than one, or a number of another measure
 * (hours, kilometres), or a sequence of number words read two ways.
 */
export function readDarijaAmount(text: string): DarijaAmount | null {
  const all = withDyal(pieces(text));
  const starts = all.flatMap((p, i) =>
    isNumberWord(p.word) && !isNumberWord(all[i - 1]?.word ?? null) && all[i - 1]?.word?.kind !== 'and'
      ? [i]
      : [],
  );
  if (starts.length !== 1) return null;
  const start = starts[0]!;
  let end = start;
  // The run: number words, "and" between them, a final "and a half".
  while (end + 1 < all.length) {
    const next = all[end + 1]!.word;
    const after = all[end + 2]?.word ?? null;
    if (isNumberWord(next)) end += 1;
    else if (next?.kind === 'and' && (isNumberWord(after) || after?.kind === 'half')) end += 2;
    else break;
  }
  const words = all.slice(start, end + 1).map((p) => p.word!);
  const value = valueOf(words);
  if (value === null || value === 0) return null;
  let last = end;
  const unitAt = all[last + 1]?.word?.kind === 'unit' ? last + 1 : -1;
  if (unitAt > 0) last = unitAt;
  // "3chrin derham w nss", 20.5: the half said after the unit, of a number under a hundred.
  let said = value;
  if (unitAt > 0 && all[last + 1]?.word?.kind === 'and' && all[last + 2]?.word?.kind === 'half') {
    if (value >= 100 || !Number.isInteger(value)) return null;
    said += 0.5;
    last += 2;
  }
  const following = all[last + 1];
  if (following && MEASURES.has(following.key)) return null;
  // A unit said elsewhere in the sentence names the price too ("derham? khamsin"), if it is the only one.
  const units = new Set(all.flatMap((p) => (p.word?.kind === 'unit' ? [p.word.unit] : [])));
  if (units.size > 1) return null;
  const unit = unitAt > 0 ? (all[unitAt]!.word as { unit: AmountUnit }).unit : ([...units][0] ?? null);
  const first = FOR.has(all[start - 1]?.key ?? '') ? start - 1 : start;
  // A number with no unit is a price only in a sentence about one, or said alone ("tsenna wahd shwiya" is "wait
  // a little", not one of anything); and only at the sentence's end or before "please": before a word it counts
  // that thing ("3tini juj 9hawi", two coffees; "bsh7al jouj dyal l-bidat?", how much are two eggs).
  if (!unit && (first > 0 || last < all.length - 1) && !all.some((p) => PRICES.has(p.key))) return null;
  if (!unit && last < all.length - 1 && !PLEASE.has(all[last + 1]!.key)) return null;
  const other = (from: number, to: number) =>
    all
      .slice(from, to)
      .filter((p) => p.word?.kind !== 'unit')
      .map((p, i, kept) => p.surface + (i === kept.length - 1 ? '' : p.hyphen ? '-' : ' '))
      .join('');
  return { value: said, unit, before: other(0, first), after: other(last + 1, all.length) };
}

/** An amount in dirhams: ryals are twentieths. */
export function inDirhams(value: number, unit: AmountUnit): number {
  return unit === 'ryal' ? value / RYALS_PER_DIRHAM : value;
}

// The units as the phrasebook's texts write them (numbers.ts: "Ten dirhams", "100 ryals (5 dirhams)").
const UNIT_WORDS: Record<
  Language,
  Record<AmountUnit, [one: string, many: string]> & { or: string; unknown: (words: string) => string }
> = {
  en: {
    dirham: ['dirham', 'dirhams'],
    ryal: ['ryal', 'ryals'],
    or: 'or',
    unknown: (w) => `not understood: “${w}”`,
  },
  fr: {
    dirham: ['dirham', 'dirhams'],
    ryal: ['rial', 'rials'],
    or: 'ou',
    unknown: (w) => `non compris : « ${w} »`,
  },
  es: {
    dirham: ['dírham', 'dírhams'],
    ryal: ['rial', 'riales'],
    or: 'o',
    unknown: (w) => `no entendido: «${w}»`,
  },
  de: {
    dirham: ['Dirham', 'Dirham'],
    ryal: ['Rial', 'Rial'],
    or: 'oder',
    unknown: (w) => `nicht verstanden: „${w}“`,
  },
};

/** The amount said, and the words around it no phrase says, marked: "1,000 ryals = 50 dirhams (not understood: “hadi”)". */
export function sayAmountWithUnknown(
  value: number,
  unit: AmountUnit | null,
  unknown: string,
  language: Language,
): string {
  return `${sayAmount(value, unit, language)} (${UNIT_WORDS[language].unknown(unknown)})`;
}

/**
 * The amount in the visitor's language: "100 dirhams"; in ryals with their value in dirhams, "1,000 ryals = 50
 * dirhams"; with no unit said, both readings, "100 (dirhams, or ryals = 5 dirhams)".
 */
export function sayAmount(value: number, unit: AmountUnit | null, language: Language): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const words = UNIT_WORDS[language];
  const say = (n: number, u: AmountUnit) => `${number.format(n)} ${words[u][n === 1 ? 0 : 1]}`;
  if (unit === 'dirham') return say(value, 'dirham');
  if (unit === 'ryal') return `${say(value, 'ryal')} = ${say(inDirhams(value, 'ryal'), 'dirham')}`;
  return `${number.format(value)} (${words.dirham[1]}, ${words.or} ${words.ryal[1]} = ${say(inDirhams(value, 'ryal'), 'dirham')})`;
}
