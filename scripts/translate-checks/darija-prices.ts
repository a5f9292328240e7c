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
