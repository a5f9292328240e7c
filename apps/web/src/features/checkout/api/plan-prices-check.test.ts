import { describe, expect, it } from 'vitest';
import { planPricesResponse } from '@mizan/contracts/plans';
import { planPricesCheck } from './plan-prices-check';

const FOUR = { unit_amount: 499, currency: 'gbp', id: '3DAYPASS', days: 3, most_popular: false };
const TEN = { unit_amount: 999, currency: 'gbp', id: '7DAYPASS', days: 7, most_popular: true };
const FIFTEEN = { unit_amount: 1499, currency: 'gbp', id: '15DAYPASS', days: 15, most_popular: false };
const answer = (plans: Record<string, unknown>) => ({
  plans: { '4day': FOUR, '10day': TEN, '15day': FIFTEEN, ...plans },
});
const ten = (fields: Record<string, unknown>) => answer({ '10day': { ...TEN, ...fields } });
const arrayWithPlans = Object.assign([], { plans: answer({}).plans });

// The hand check and the contract must agree on every answer: valid ones, each field wrong in turn, extra
// fields (dropped by both), missing plans and things that are not objects.
const ANSWERS: unknown[] = [
  answer({}),
  { ...answer({}), extra: 1 },
  answer({ '20day': FOUR }),
  ten({ note: 'extra' }),
  ten({ unit_amount: 0 }),
  ten({ unit_amount: -1 }),
  ten({ unit_amount: 9.99 }),
  ten({ unit_amount: '999' }),
  ten({ unit_amount: Number.NaN }),
  ten({ unit_amount: Number.POSITIVE_INFINITY }),
  ten({ unit_amount: 2 ** 53 }),
  ten({ unit_amount: undefined }),
  ten({ currency: 'EUR' }),
  ten({ currency: '' }),
  ten({ currency: 978 }),
  ten({ id: '4DAYPASS' }),
  ten({ id: null }),
  ten({ days: 10 }),
  ten({ days: '7' }),
  ten({ most_popular: 'true' }),
  ten({ most_popular: undefined }),
  answer({ '15day': undefined }),
  answer({ '4day': null }),
  answer({ '10day': [] }),
  { plans: [] },
  { plans: null },
  {},
  [],
  arrayWithPlans,
  null,
  undefined,
  'plans',
  42,
];

describe('planPricesCheck', () => {
  it.each(ANSWERS.map((value, index) => [index, JSON.stringify(value) ?? String(value), value]))(
    'agrees with the contract on answer %i: %s',
    (_index, _label, value) => {
      const contract = planPricesResponse.safeParse(value);
      const hand = planPricesCheck.safeParse(value);
      expect(hand.success).toBe(contract.success);
      if (hand.success && contract.success) expect(hand.data).toEqual(contract.data);
    },
  );

  it('accepts the prices the server sends', () => {
    expect(planPricesCheck.safeParse(answer({}))).toEqual({
      success: true,
      data: { plans: { '4day': FOUR, '10day': TEN, '15day': FIFTEEN } },
    });
  });
});
