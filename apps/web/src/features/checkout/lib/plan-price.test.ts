import { describe, expect, it } from 'vitest';
import type { PlanPrice } from '@mizan/contracts/plans';
import { formatPlanPerDay, formatPlanPrice, planAmount } from './plan-price';

const SEVEN_DAYS: PlanPrice = {
  unit_amount: 899,
  currency: 'eur',
  id: '7DAYPASS',
  days: 7,
  most_popular: true,
};
const THREE_DAYS_GBP: PlanPrice = {
  unit_amount: 499,
  currency: 'gbp',
  id: '3DAYPASS',
  days: 3,
  most_popular: false,
};

describe('plan prices', () => {
  it('turns minor units into major units and the code into capitals', () => {
    expect(planAmount(SEVEN_DAYS)).toEqual({ value: 8.99, currency: 'EUR' });
  });

  it.each([
    [SEVEN_DAYS, 'en', '€8.99', '€1.28'],
    [SEVEN_DAYS, 'fr', '8,99\u00a0€', '1,28\u00a0€'],
    [THREE_DAYS_GBP, 'en', '£4.99', '£1.66'],
  ])('%j in %s: %s, %s a day', (price, lng, total, perDay) => {
    expect(formatPlanPrice(price, lng)).toBe(total);
    expect(formatPlanPerDay(price, lng)).toBe(perDay);
  });
});
