import { describe, expect, it } from 'vitest';
import { createNgramIndex } from './ngram-index';
import { createPhraseTable, learnPhrases } from './phrase-table';
import { tokenise } from './tokens';
import { trainModel1 } from './word-alignment';

describe('IBM Model 1', () => {
  it('learns which word translates which from co-occurrence alone', () => {
    // The textbook example: "das" only ever goes with "the", so "haus" must be "house".
    const table = trainModel1(
      [
        [
          ['das', 'haus'],
          ['the', 'house'],
        ],
        [
          ['das', 'buch'],
          ['the', 'book'],
        ],
        [
          ['ein', 'buch'],
          ['a', 'book'],
        ],
      ],
      10,
    );
    expect(table.best('haus', 1)[0]?.word).toBe('house');
    expect(table.best('das', 1)[0]?.word).toBe('the');
    expect(table.best('buch', 1)[0]?.word).toBe('book');
    expect(table.prob('haus', 'house')).toBeGreaterThan(table.prob('haus', 'the'));
    expect(table.prob('nothing', 'house')).toBe(0);
  });
});

describe('phrase table', () => {
  const pairs = [
    ['I want water', 'bghit lma'],
    ['I want tea', 'bghit atay'],
    ['water please', 'lma 3afak'],
    ['tea please', 'atay 3afak'],
  ].map(([en, da]) => ({ source: tokenise(en!, 'other'), target: tokenise(da!, 'darija') }));

  it('learns phrases both ways, with how often each was seen', () => {
    const { forward, backward } = learnPhrases(pairs);
    expect(forward).toContainEqual(['i want', 'bghit', 2]);
    expect(forward).toContainEqual(['please', '3afak', 2]);
    expect(backward).toContainEqual(['bğit', 'I want', 2]);
  });

  it('covers a new sentence with known phrases, monotone, unknown words left empty', () => {
    const table = createPhraseTable(learnPhrases(pairs).forward);
    const parts = table.decode(tokenise('I want tea please now', 'other'));
    expect(parts.map((p) => [p.source, p.target, p.similarity])).toEqual([
      ['I want', 'bghit', 1],
      ['tea', 'atay', 1],
      ['please', '3afak', 1],
      ['now', '', 0],
    ]);
  });

  it('takes a misspelt word for the known word it most resembles', () => {
    const table = createPhraseTable([
      ['3afak', 'please', 3],
      ['lma', 'water', 2],
    ]);
    const [part] = table.decode(tokenise('3afk', 'darija'));
    expect(part?.target).toBe('please');
    expect(part?.similarity).toBeGreaterThan(0.45);
    expect(part?.similarity).toBeLessThan(1);
  });

  it('is deterministic', () => {
    expect(learnPhrases(pairs)).toEqual(learnPhrases(pairs));
  });
});

describe('n-gram index', () => {
  const index = createNgramIndex(['where is the station', 'where is the hotel', 'the station', 'bab', '']);

  it('ranks the closest key first, with a cosine of 1 for the same key, rare grams weighing more', () => {
    const hits = index.search('where is the station', 3);
    expect(hits[0]).toEqual({ doc: 0, score: expect.closeTo(1, 9) });
    // "station" is rarer than "where is": "the station" before "where is the hotel".
    expect(hits.map((h) => h.doc)).toEqual([0, 2, 1]);
  });

  it('finds nothing for a key sharing no gram, and never the empty document', () => {
    expect(index.search('xyz', 5)).toEqual([]);
    expect(index.search('bab', 5).map((h) => h.doc)).toEqual([3]);
  });
});
