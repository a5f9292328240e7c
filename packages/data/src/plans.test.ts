import { describe, expect, it } from 'vitest';
import { perDayPrice } from '@mizan/domain/pass/pass';
import { DEFAULT_PLAN, DEMO_PLAN_PRICES, PLAN_CURRENCIES, PLAN_KEYS, PLANS } from './plans';

describe('plans', () => {
  it.each([
    ['4day', '3DAYPASS', 3],
    ['10day', '7DAYPASS', 7],
    ['15day', '15DAYPASS', 15],
  ] as const)('%s is the %s of %i days', (key, id, days) => {
    expect(PLANS[key]).toMatchObject({ key, id, days });
  });

  it('marks only the 7-day plan as most popular, and starts on it', () => {
    expect(PLAN_KEYS.filter((k) => PLANS[k].mostPopular)).toEqual(['10day']);
    expect(DEFAULT_PLAN).toBe('10day');
  });
});

describe('demo plan prices', () => {
  // Spec 9 price hints, in euro: the 3-day pass under 2/day and the 7-day pass under 1.5/day.
  it.each([
    ['4day', 2],
    ['10day', 1.5],
  ] as const)('EUR %s stays under %f a day', (key, limit) => {
    expect(perDayPrice(DEMO_PLAN_PRICES.eur[key], PLANS[key].days)).toBeLessThan(limit);
  });

  it.each(PLAN_CURRENCIES)('%s: a longer pass never costs more per day', (currency) => {
    const perDay = PLAN_KEYS.map((k) => perDayPrice(DEMO_PLAN_PRICES[currency][k], PLANS[k].days));
    expect([...perDay].sort((a, b) => b - a)).toEqual(perDay);
    for (const key of PLAN_KEYS) expect(Number.isInteger(DEMO_PLAN_PRICES[currency][key])).toBe(true);
  });
});
