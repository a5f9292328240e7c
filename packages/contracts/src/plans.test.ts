import { describe, expect, it } from 'vitest';
import { planPricesQuery } from './plans';

describe('planPricesQuery', () => {
  it.each([
    [{}, {}],
    [{ currency: 'GBP' }, { currency: 'gbp' }],
    [{ currency: 'eur' }, { currency: 'eur' }],
    [{ currency: 'usd' }, { currency: 'usd' }],
  ])('accepts %j', (input, expected) => {
    expect(planPricesQuery.parse(input)).toEqual(expected);
  });

  it.each(['euro', 'E1R', ''])('refuses currency %j', (currency) => {
    expect(planPricesQuery.safeParse({ currency }).success).toBe(false);
  });
});
