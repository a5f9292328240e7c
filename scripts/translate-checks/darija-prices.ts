// translator6's check set (ADR 015, 2026-11-25): prices a driver or a seller says in Darija, as a tourist types
// them or the phone hears them, in chat letters with 3/7/9, in Arabic script, with digits. Written on 2026-11-25
// before any of them was run through the translators; halves fixed then: rows at even positions (first, third, …)
// are the tuning half, the odd ones held out, never tuned on.
//
// Each row: the text, the amount it says (value and unit; null: no unit said, a bare number), and the phrasebook
// ids whose phrase says the sentence's other words (null: the text is only the amount). `whole`: ids of a phrase
// that says the whole text, also a right answer (the phrasebook's "alf ryal").

export interface PriceCheck {
  text: string;
  value: number;
  unit: 'dirham' | 'ryal' | null;
  rest: readonly string[] | null;
  whole?: readonly string[];
}

type Row = readonly [text: string, value: number, unit: PriceCheck['unit'], rest: readonly string[] | null];

const ROWS: readonly Row[] = [
  ['3tini 20 dh', 20, 'dirham', ['word:give-me']],
  ['khamsin derham', 50, 'dirham', null],
  ['bsh7al? mya derham', 100, 'dirham', ['money:how-much', 'numbers:how-many']],
  ['hadi b alf ryal', 1000, 'ryal', []],
  ['mya w khamsin', 150, null, null],
  ['tlatin derham l matar', 30, 'dirham', ['word:airport']],
  ['mitin derham', 200, 'dirham', null],
  ['jouj alaf ryal', 2000, 'ryal', null],
  ['ميا و خمسين درهم', 150, 'dirham', null],
  ['عطيني خمسين درهم', 50, 'dirham', ['word:give-me']],
  ['بشحال؟ عشرين درهم', 20, 'dirham', ['money:how-much', 'numbers:how-many']],
  ['ألف ريال', 1000, 'ryal', null],
  ['khamsa w 3chrin derham', 25, 'dirham', null],
  ['3chrin derham 3afak', 20, 'dirham', ['greetings:please']],
  ['tlata mya derham', 300, 'dirham', null],
  ['rb3in derham', 40, 'dirham', null],
  ['sb3in derham', 70, 'dirham', null],
  ['100dh', 100, 'dirham', null],
  ['l korsa b khamsin derham', 50, 'dirham', []],
  ['tnach alf ryal', 12000, 'ryal', null],
  ['alf w mitin ryal', 1200, 'ryal', null],
  ['khmstach derham', 15, 'dirham', null],
  ['جوج ألاف ريال', 2000, 'ryal', null],
  ['ميتين درهم', 200, 'dirham', null],
  ['bsh7al? tlatin', 30, null, ['money:how-much', 'numbers:how-many']],
  ['mya derham akhir taman', 100, 'dirham', ['money:thats-my-last-price']],
  ['3tini mitin', 200, null, ['word:give-me']],
  ['sttin derham', 60, 'dirham', null],
  ['ts3in derham', 90, 'dirham', null],
  ['khamsa w nss derham', 5.5, 'dirham', null],
  ['خمسطاش درهم', 15, 'dirham', null],
  ['تلاتين درهم', 30, 'dirham', null],
  ['مية وعشرين درهم', 120, 'dirham', null],
  ['50 dh', 50, 'dirham', null],
  ['200 dh', 200, 'dirham', null],
  ['1000 ryal', 1000, 'ryal', null],
  ['rah khamsin derham', 50, 'dirham', []],
  ['hadi b 20 derham', 20, 'dirham', []],
  ['bsh7al? 3chrin derham', 20, 'dirham', ['money:how-much', 'numbers:how-many']],
  ['kolla wa7ed b 10 dh', 10, 'dirham', []],
  ['ألف و ميتين ريال', 1200, 'ryal', null],
  ['تلاتة ألاف ريال', 3000, 'ryal', null],
];

// Phrases that say a whole text of the set, written from the phrasebook's texts.
const WHOLE: Readonly<Record<string, readonly string[]>> = {
  'alf ryal': ['numbers:thousand-ryals'],
  'ألف ريال': ['numbers:thousand-ryals'],
};

const checks = ROWS.map(([text, value, unit, rest]): PriceCheck => ({
  text,
  value,
  unit,
  rest,
  ...(WHOLE[text]?.length && { whole: WHOLE[text] }),
}));

export const PRICE_TUNING_CHECKS: readonly PriceCheck[] = checks.filter((_, i) => i % 2 === 0);
export const PRICE_HELD_OUT_CHECKS: readonly PriceCheck[] = checks.filter((_, i) => i % 2 === 1);

/**
 * Answers that are no phrasebook phrase (a DODa row, a composition), judged by a person from the answer shown
 * (judging is not tuning: it changes no answer). Keyed by text, then by the translation shown.
 */
export const PRICE_JUDGED: Readonly<Record<string, Readonly<Record<string, boolean>>>> = {
  // Before translator6 (the server's compositions): right where the number and unit come out as said, wrong where
  // another number, another word ("praise" for dh) or a garble a reader would misread comes out.
  '3tini 20 dh': { 'Give me 20 praise': false },
  'bsh7al? mya derham': { 'How much hundred dirhams': true },
  'mya w khamsin': { 'Hundred and fifty': true },
  'mitin derham': { 'Two hundred dirhams': true },
  'khamsa w 3chrin derham': { 'Five and twenty dirhams': true },
  'tlata mya derham': { 'Three hundred dirhams': true },
  'sb3in derham': { 'Seventy dirhams': true },
  'l korsa b khamsin derham': { 'The fare with fifty dirhams': true, 'The fare: 50 dirhams': true },
  // "One thousand and two hundred ryal", then the ryal phrase's English glued on: readable, right.
  'alf w mitin ryal': { 'One thousand and Two hundred Ryal 20 ryals 1 dirham': true },
  'جوج ألاف ريال': { 'Two One thousand Ryal 20 ryals 1 dirham': false },
  'bsh7al? tlatin': { 'How much Thirty': true },
  '3tini mitin': { 'Give me an example?': false },
  'ts3in derham': { 'Ninety dirhams': true },
  'خمسطاش درهم': { 'Fifteen dirhams': true },
  'مية وعشرين درهم': { 'With him best friend dirhams': false },
  '200 dh': { '200 praise': false },
  // "rah" is "indeed, it is" (DODa "in fact").
  'rah khamsin derham': { "It's fifty dirhams": true, 'In fact: 50 dirhams': true },
  'bsh7al? 3chrin derham': { 'How much twenty dirhams': true },
  'ألف و ميتين ريال': { 'One thousand Two hundred Ryal 20 ryals 1 dirham': false },
  'khamsin derham': { 'Fifty dirhams': true },
  // "hadi" is "this" here; DODa's word "hadi" is "quiet" (calm).
  'hadi b alf ryal': {
    "It's with One thousand Ryal 20 ryals 1 dirham": true,
    'Quiet: 1,000 ryals = 50 dirhams': false,
  },
  'tlatin derham l matar': { 'Thirty dirhams the airport': true },
  'jouj alaf ryal': { 'Two thousands Ryal 20 ryals 1 dirham': true },
  'عطيني خمسين درهم': { 'Give me five dirhams': false },
  '3chrin derham 3afak': { 'Twenty dirhams please': true },
  'rb3in derham': { 'Forty dirhams': true },
  'tnach alf ryal': { 'Twelve One thousand Ryal 20 ryals 1 dirham': false },
  'khmstach derham': { 'Fifteen dirhams': true },
  'ميتين درهم': { 'Two hundred dirhams': true },
  'mya derham akhir taman': { 'Hundred dirhams the last price': true, 'The last price: 100 dirhams': true },
  'sttin derham': { 'Sixty dirhams': true },
  'khamsa w nss derham': { 'Five and half dirhams': true },
  'تلاتين درهم': { 'Thirty dirhams': true },
  '50 dh': { '50 praise': false },
  '1000 ryal': { '10 Ryal 20 ryals 1 dirham': false },
  'hadi b 20 derham': { "It's with 20 dirhams": true, 'Quiet: 20 dirhams': false },
  'kolla wa7ed b 10 dh': { 'Every a with 10 praise': false },
  'تلاتة ألاف ريال': { 'Pollution One thousand Ryal 20 ryals 1 dirham': false },
};
