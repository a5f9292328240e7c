import { describe, expect, it } from 'vitest';
import { readDarijaAmount, sayAmount, sayAmountWithUnknown } from './darija-amount';
import type { AmountUnit } from './amount-unit';

// What a driver or a seller says, as a tourist would type it or the phone would hear it: [text, value, unit, the
// other words before, after]. Written before the parser.
const SAID: readonly [string, number, AmountUnit | null, string, string][] = [
  ['3tini 100 dh', 100, 'dirham', '3tini', ''],
  ['3tini 50dh', 50, 'dirham', '3tini', ''],
  ['khamsin derham', 50, 'dirham', '', ''],
  ['khemsin drahem', 50, 'dirham', '', ''],
  ['mya w khamsin', 150, null, '', ''],
  ['mya o khamsin derham', 150, 'dirham', '', ''],
  ['myat derham', 100, 'dirham', '', ''],
  ['mitin derham', 200, 'dirham', '', ''],
  ['alf ryal', 1000, 'ryal', '', ''],
  ['hadi b alf ryal', 1000, 'ryal', 'hadi', ''],
  ['jouj dyal l-alf', 2000, null, '', ''],
  ['jouj alaf ryal', 2000, 'ryal', '', ''],
  ['tlata alaf rial', 3000, 'ryal', '', ''],
  ['alf w mitin ryal', 1200, 'ryal', '', ''],
  ['khamsa w 3chrin derham', 25, 'dirham', '', ''],
  ['khmsao3chrin dh', 25, 'dirham', '', ''],
  ['ts3oudo3chrin derham', 29, 'dirham', '', ''],
  ['tlata mya derham', 300, 'dirham', '', ''],
  ['3chrin derham w nss', 20.5, 'dirham', '', ''],
  ['khamsa w nss derham', 5.5, 'dirham', '', ''],
  ['bsh7al? mya derham', 100, 'dirham', 'bsh7al', ''],
  ['bsh7al? mya', 100, null, 'bsh7al', ''],
  ['khmstach', 15, null, '', ''],
  ['150 dh 3afak', 150, 'dirham', '', '3afak'],
  ['3tini mitin 3afak', 200, null, '3tini', '3afak'],
  ['l-korsa b khamsin derham', 50, 'dirham', 'l-korsa', ''],
  ['1.000 ryal', 1000, 'ryal', '', ''],
  ['12,5 dh', 12.5, 'dirham', '', ''],
  ['ميا و خمسين درهم', 150, 'dirham', '', ''],
  ['ميا وخمسين درهم', 150, 'dirham', '', ''],
  ['عطيني ١٠٠ درهم', 100, 'dirham', 'عطيني', ''],
  ['ألف ريال', 1000, 'ryal', '', ''],
  ['بشحال؟ عشرين درهم', 20, 'dirham', 'بشحال', ''],
];

// Said otherwise than as a price, or in a way read two ways: no amount.
const NOT_AN_AMOUNT: readonly [string, string][] = [
  ['hadi 11 o ness', 'a time: half past eleven'],
  ['tsenna wahd shwiya', 'wait a little: "wahd" is not a price'],
  ['3chrin w khamsa derham', 'tens before units is not how Darija says 25'],
  ['mya w nss', 'a half after a hundred: 150 or 100.5?'],
  ['mya wla mitin derham', 'two amounts'],
  ['khamsa kilo', 'a weight'],
  ['100 derham wla 2000 ryal', 'two amounts, two units'],
  ['salam labas', 'no number'],
  ['khamsa khamsa', 'two numbers side by side'],
  ['alf w khamsmya', 'a hundreds form no source attests'],
  ['3tini wahd l-atay', 'one tea: a number before a word counts it'],
  ['3tini juj 9hawi', 'two coffees'],
  ['bsh7al jouj dyal l-bidat?', 'how much are two eggs: the price is not said'],
];

describe('readDarijaAmount', () => {
  it.each(SAID)('%s', (text, value, unit, before, after) => {
    expect(readDarijaAmount(text)).toEqual({ value, unit, before, after });
  });

  it.each(NOT_AN_AMOUNT)('%s: none (%s)', (text) => {
    expect(readDarijaAmount(text)).toBeNull();
  });
});

describe('sayAmount', () => {
  it('says dirhams in the visitor language, one and many', () => {
    expect(sayAmount(100, 'dirham', 'en')).toBe('100 dirhams');
    expect(sayAmount(1, 'dirham', 'en')).toBe('1 dirham');
    expect(sayAmount(100, 'dirham', 'es')).toBe('100 dírhams');
    expect(sayAmount(100, 'dirham', 'de')).toBe('100 Dirham');
  });

  it('says ryals with their worth in dirhams (20 ryals = 1 dirham)', () => {
    expect(sayAmount(1000, 'ryal', 'en')).toBe('1,000 ryals = 50 dirhams');
    expect(sayAmount(1000, 'ryal', 'fr')).toBe('1\u202f000 rials = 50 dirhams');
    expect(sayAmount(150, 'ryal', 'en')).toBe('150 ryals = 7.5 dirhams');
  });

  it('with no unit said, gives both readings rather than pick one', () => {
    expect(sayAmount(150, null, 'en')).toBe('150 (dirhams, or ryals = 7.5 dirhams)');
    expect(sayAmount(100, null, 'de')).toBe('100 (Dirham, oder Rial = 5 Dirham)');
  });
});

describe('sayAmountWithUnknown', () => {
  it('names the words no phrase says beside the amount, in the visitor language', () => {
    expect(sayAmountWithUnknown(1000, 'ryal', 'hadi', 'en')).toBe(
      '1,000 ryals = 50 dirhams (not understood: “hadi”)',
    );
    expect(sayAmountWithUnknown(20, 'dirham', 'rah', 'fr')).toBe('20 dirhams (non compris : « rah »)');
  });
});
