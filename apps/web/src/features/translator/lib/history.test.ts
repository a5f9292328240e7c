import { beforeEach, describe, expect, it } from 'vitest';
import { readFavourites, toggleFavourite } from './favourites';
import { HISTORY_LIMIT, addToHistory, clearHistory, readHistory } from './history';
import type { TranslationRecord } from './translation';

const entry = (n: number, overrides: Partial<TranslationRecord> = {}): TranslationRecord => ({
  id: `id-${n}`,
  at: 1_700_000_000_000 + n,
  direction: 'target-to-darija',
  language: 'en',
  source: 'typed',
  transcript: `phrase ${n}`,
  translation: `ترجمة ${n}`,
  darija: { ar: `ترجمة ${n}`, latin: `tarjama ${n}` },
  match: null,
  ...overrides,
});

beforeEach(() => localStorage.clear());

describe('translation history (localStorage translationHistory)', () => {
  it('keeps the newest first, on the device', () => {
    addToHistory(entry(1));
    addToHistory(entry(2, { match: { kind: 'closest', confidence: 0.7, matched: 'phrase two' } }));
    expect(readHistory().map((e) => e.id)).toEqual(['id-2', 'id-1']);
    expect(JSON.parse(localStorage.getItem('translationHistory') ?? '[]')).toHaveLength(2);
  });

  it('keeps a composition marked as a guess', () => {
    const guess = { kind: 'composed' as const, confidence: 0.12, matched: null, guessed: true as const };
    addToHistory(entry(1, { direction: 'darija-to-target', match: guess }));
    expect(readHistory()[0]!.match).toEqual(guess);
    // Any other mark is no mark.
    const odd = { ...guess, guessed: 'yes' as never };
    localStorage.setItem('translationHistory', JSON.stringify([entry(2, { match: odd })]));
    expect(readHistory()[0]!.match).toEqual({ kind: 'composed', confidence: 0.12, matched: null });
  });

  it('keeps the price a Darija text said, so the card reopened still says what a ryal is', () => {
    const price = {
      kind: 'exact' as const,
      confidence: 1,
      matched: null,
      amount: { value: 1000, unit: 'ryal' as const, unknown: 'hadi' },
    };
    addToHistory(entry(1, { direction: 'darija-to-target', match: price }));
    expect(readHistory()[0]!.match).toEqual(price);
  });

  it(`keeps the last ${HISTORY_LIMIT} only`, () => {
    for (let n = 0; n < HISTORY_LIMIT + 5; n += 1) addToHistory(entry(n));
    const kept = readHistory();
    expect(kept).toHaveLength(HISTORY_LIMIT);
    expect(kept[0]!.id).toBe(`id-${HISTORY_LIMIT + 4}`);
    expect(kept.at(-1)!.id).toBe('id-5');
  });

  it('moves the same translation to the top instead of listing it twice', () => {
    addToHistory(entry(1));
    addToHistory(entry(2));
    addToHistory(entry(3, { transcript: 'Phrase 1 ', translation: 'ترجمة 1' }));
    expect(readHistory().map((e) => e.id)).toEqual(['id-3', 'id-2']);
  });

  it('clears', () => {
    addToHistory(entry(1));
    clearHistory();
    expect(readHistory()).toEqual([]);
    expect(localStorage.getItem('translationHistory')).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"id":"x"}'],
    ['a bad direction', JSON.stringify([entry(1, { direction: 'to_darija' as never })])],
    ['a bad language', JSON.stringify([entry(1, { language: 'ar' as never })])],
    [
      'a confidence above 1',
      JSON.stringify([entry(1, { match: { kind: 'closest', confidence: 7, matched: null } })]),
    ],
  ])('ignores a stored list with %s', (_label, raw) => {
    localStorage.setItem('translationHistory', raw);
    expect(readHistory()).toEqual([]);
    addToHistory(entry(9));
    expect(readHistory().map((e) => e.id)).toEqual(['id-9']);
  });
});

describe('phrasebook favourites (localStorage phrasebookFavourites)', () => {
  it('adds newest first and removes on a second toggle', () => {
    expect(readFavourites()).toEqual([]);
    toggleFavourite('taxi:are-you-free');
    toggleFavourite('money:how-much');
    expect(readFavourites()).toEqual(['money:how-much', 'taxi:are-you-free']);
    toggleFavourite('taxi:are-you-free');
    expect(readFavourites()).toEqual(['money:how-much']);
    expect(JSON.parse(localStorage.getItem('phrasebookFavourites') ?? '[]')).toEqual(['money:how-much']);
  });

  it('ignores a stored value that is not a list of phrase ids', () => {
    localStorage.setItem('phrasebookFavourites', JSON.stringify(['<script>', 3]));
    expect(readFavourites()).toEqual([]);
  });
});
