import { describe, expect, it } from 'vitest';
import { planPricesQuery } from './plans';

describe('planPricesQuery', () => {
  it.each([
    [{}, {}],
    [{ currency: 'GBP' }, { currency: 'gbp' }],
    [{ currency: 'eur' }, { currency: 'eur' }],
  ])('accepts %j', (input, expected) => {
    expect(planPricesQuery.parse(input)).toEqual(expected);
  });

  it.each(['usd', 'MAD', ''])('refuses currency %j', (currency) => {
    expect(planPricesQuery.safeParse({ currency }).success).toBe(false);
  });
});
