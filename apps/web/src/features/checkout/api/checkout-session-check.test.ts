import { describe, expect, it } from 'vitest';
import { createCheckoutSessionResponse } from '@mizan/contracts/checkout';
import { checkoutSessionCheck } from './checkout-session-check';

const DEMO = {
  clientSecret: 'cs_demo_1_secret',
  sessionId: 'cs_demo_1',
  provider: 'demo',
  publishableKey: null,
};
const STRIPE = {
  clientSecret: 'cs_1_secret',
  sessionId: 'cs_1',
  provider: 'stripe',
  publishableKey: 'pk_test_1',
};
const demo = (fields: Record<string, unknown>) => ({ ...DEMO, ...fields });

// The hand check and the contract must agree on every answer: valid ones, each field wrong in turn, extra
// fields (dropped by both) and things that are not objects.
const ANSWERS: unknown[] = [
  DEMO,
  STRIPE,
  { ...STRIPE, publishableKey: null },
  demo({ extra: 1 }),
  demo({ clientSecret: 1 }),
  demo({ clientSecret: null }),
  demo({ clientSecret: undefined }),
  demo({ sessionId: 7 }),
  demo({ sessionId: undefined }),
  demo({ provider: 'paypal' }),
  demo({ provider: 'Stripe' }),
  demo({ provider: null }),
  demo({ provider: 'toString' }),
  demo({ publishableKey: undefined }),
  demo({ publishableKey: 42 }),
  demo({ clientSecret: '', sessionId: '' }),
  {},
  [],
  Object.assign([], DEMO),
  null,
  undefined,
  'demo',
  3,
];

describe('checkoutSessionCheck', () => {
  it.each(ANSWERS.map((value, index) => [index, JSON.stringify(value) ?? String(value), value]))(
    'agrees with the contract on answer %i: %s',
    (_index, _label, value) => {
      const contract = createCheckoutSessionResponse.safeParse(value);
      const hand = checkoutSessionCheck.safeParse(value);
      expect(hand.success).toBe(contract.success);
      if (hand.success && contract.success) expect(hand.data).toEqual(contract.data);
    },
  );

  it('accepts the demo session the server sends', () => {
    expect(checkoutSessionCheck.safeParse(DEMO)).toEqual({ success: true, data: DEMO });
  });
});
