import { describe, expect, it } from 'vitest';
import { PHRASEBOOK } from '@mizan/data/phrasebook';
import { foldForSearch, searchPhrases } from './phrase-search';

describe('foldForSearch', () => {
  it('ignores case, accents, apostrophes, Arabic vowel marks and punctuation', () => {
    expect(foldForSearch('Où est la GARE ?')).toBe('ou est la gare');
    expect(foldForSearch('C’est combien ?')).toBe('cest combien');
    expect(foldForSearch('بِشْحَال؟')).toBe('بشحال');
  });
});

describe('searchPhrases', () => {
  it('finds phrases in the visitor’s language, every word typed', () => {
    const found = searchPhrases(PHRASEBOOK, 'train station', 'en');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => /train/i.test(p.text.en) && /station/i.test(p.text.en))).toBe(true);
    expect(
      searchPhrases(PHRASEBOOK, 'gare', 'fr').some((p) => p.id === 'directions:where-is-the-train-station'),
    ).toBe(true);
    expect(
      searchPhrases(PHRASEBOOK, 'Bahnhof', 'de').some(
        (p) => p.id === 'directions:where-is-the-train-station',
      ),
    ).toBe(true);
  });

  it('finds Darija in Latin letters or Arabic script too', () => {
    expect(searchPhrases(PHRASEBOOK, 'bsh7al', 'en').some((p) => p.id === 'money:how-much')).toBe(true);
    expect(searchPhrases(PHRASEBOOK, 'بشحال', 'es').some((p) => p.id === 'money:how-much')).toBe(true);
  });

  it('keeps every phrase in order for an empty query, and finds nothing for nonsense', () => {
    expect(searchPhrases(PHRASEBOOK, '  ', 'en')).toEqual(PHRASEBOOK);
    expect(searchPhrases(PHRASEBOOK, 'zzqxw', 'en')).toEqual([]);
  });
});
