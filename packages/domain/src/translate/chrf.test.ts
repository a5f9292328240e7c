import { describe, expect, it } from 'vitest';
import { chrfStatistics, corpusChrf, sentenceChrf } from './chrf';

// Reference values from sacreBLEU 2 (as printed in the chrF metric card of Hugging Face's `evaluate`).
const HYPOTHESES = [
  'The relationship between cats and dogs is not exactly friendly.',
  'a good bookshop is just a genteel black hole that knows how to read.',
];
const REFERENCES = [
  'The relationship between dogs and cats is not exactly friendly.',
  'A good bookshop is just a genteel Black Hole that knows how to read.',
];

describe('chrF', () => {
  it('matches sacreBLEU: chrF, chrF++ and lowercased chrF++ of a corpus', () => {
    expect(corpusChrf(HYPOTHESES, REFERENCES)).toBeCloseTo(84.64214891738334, 9);
    expect(corpusChrf(HYPOTHESES, REFERENCES, { wordOrder: 2 })).toBeCloseTo(82.87263732906315, 9);
    expect(corpusChrf(HYPOTHESES, REFERENCES, { wordOrder: 2, lowercase: true })).toBeCloseTo(
      92.12853119829202,
      9,
    );
  });

  it('matches sacreBLEU on one sentence', () => {
    expect(
      sentenceChrf(
        'The relationship between Obama and Netanyahu is not exactly friendly.',
        'The ties between Obama and Netanyahu are not particularly friendly.',
      ),
    ).toBeCloseTo(61.576379378113785, 9);
  });

  it('gives 100 for identical text, 0 for nothing in common or an empty hypothesis', () => {
    expect(sentenceChrf('bslama', 'bslama')).toBe(100);
    expect(sentenceChrf('xyz', 'abc')).toBe(0);
    expect(sentenceChrf('', 'abc')).toBe(0);
  });

  it('ignores whitespace and counts a character outside the BMP as one', () => {
    expect(sentenceChrf('a b c', 'abc')).toBe(100);
    expect(chrfStatistics('😀a', '😀a', { charOrder: 2 })).toEqual([2, 2, 2, 1, 1, 1]);
  });

  it('weighs recall more than precision (beta 2)', () => {
    const short = sentenceChrf('the hotel', 'the hotel is far');
    const long = sentenceChrf('the hotel is far from here today', 'the hotel is far');
    expect(long).toBeGreaterThan(short);
  });

  it('refuses a corpus whose lengths differ', () => {
    expect(() => corpusChrf(['a'], [])).toThrow();
  });
});
