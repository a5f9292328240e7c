import { describe, expect, it } from 'vitest';
import { convertMad, parseMadAmount } from './currency';

describe('convertMad', () => {
  it.each([
    [100, { EUR: 9.58, USD: 11.13, GBP: 8.1, CAD: 14.9 }],
    [0, { EUR: 0, USD: 0, GBP: 0, CAD: 0 }],
    [7.5, { EUR: 0.72, USD: 0.83, GBP: 0.61, CAD: 1.12 }],
    [1, { EUR: 0.1, USD: 0.11, GBP: 0.08, CAD: 0.15 }],
    [250.35, { EUR: 23.98, USD: 27.86, GBP: 20.28, CAD: 37.3 }],
    [1_000_000, { EUR: 95_800, USD: 111_300, GBP: 81_000, CAD: 149_000 }],
  ])('%s MAD', (amount, expected) => expect(convertMad(amount)).toEqual(expected));
});

describe('parseMadAmount', () => {
  it.each([
    ['100', 100],
    [' 42.5 ', 42.5],
    ['42,5', 42.5],
    ['.5', 0.5],
    ['0', 0],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['12abc', null],
    ['-5', null],
    ['1e3', null],
    ['1.2.3', null],
  ])('%j -> %s', (input, expected) => expect(parseMadAmount(input)).toBe(expected));

  // Thousands as each interface language writes them: a rug at 1,500 DH is not 1.5 MAD.
  it.each([
    ['1,000', 'en', 1000],
    ['1,500.50', 'en', 1500.5],
    ['12,345,678', 'en', 12_345_678],
    ['1.5', 'en', 1.5],
    ['1.000', 'en', 1],
    ['1,5', 'en', 1.5],
    ['1.000', 'de', 1000],
    ['1.500,50', 'de', 1500.5],
    ['1,000', 'de', 1],
    ['1,5', 'de', 1.5],
    ['1.5', 'de', 1.5],
    ['1.500,125', 'de', 1500.125],
    ['1.000', 'es', 1000],
    ['1.000', 'fr', 1000],
    ['1 000', 'fr', 1000],
    ['1\u202f000,50', 'fr', 1000.5],
    ['10 000', 'en', 10_000],
    ['1 00', 'en', null],
    ['1,000,00', 'en', null],
    ['1.000,5.0', 'de', null],
  ])('%j in %s -> %s', (input, lng, expected) => expect(parseMadAmount(input, lng)).toBe(expected));
});
