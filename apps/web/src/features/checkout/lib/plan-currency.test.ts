import { describe, expect, it } from 'vitest';
import { planCurrencyFor } from './plan-currency';

describe('planCurrencyFor', () => {
  it.each([
    [['en-GB'], 'GBP'],
    [['fr-FR', 'en-gb'], 'GBP'],
    [['en-US', 'en'], null],
    [['en'], null],
    [['de-DE'], null],
    [[], null],
  ])('%j -> %s', (languages, expected) => {
    expect(planCurrencyFor(languages)).toBe(expected);
  });
});
