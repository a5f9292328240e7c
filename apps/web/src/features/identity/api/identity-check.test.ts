import { describe, expect, it } from 'vitest';
import { identityResponse } from '@mizan/contracts/identity';
import { identityCheck } from './identity-check';

// The hand check and the contract must agree on every answer: valid ones, each field wrong in turn, extra
// fields (dropped by both) and things that are not objects.
const ANSWERS: unknown[] = [
  { id: 'a1', type: 'anonymous', email: null },
  { id: 'u1', type: 'user', email: 'ana@example.com' },
  { id: 'u1', type: 'user', email: 'ana@example.com', createdAt: 1 },
  { id: 1, type: 'user', email: null },
  { id: 'u1', type: 'admin', email: null },
  { id: 'u1', type: 'User', email: null },
  { id: 'u1', type: 'user' },
  { id: 'u1', type: 'user', email: undefined },
  { id: 'u1', type: 'user', email: 42 },
  { type: 'anonymous', email: null },
  { id: 'a1', email: null },
  {},
  [],
  null,
  undefined,
  'user',
  7,
];

describe('identityCheck', () => {
  it.each(ANSWERS.map((answer) => [JSON.stringify(answer) ?? String(answer), answer]))(
    'agrees with the contract on %s',
    (_label, answer) => {
      const contract = identityResponse.safeParse(answer);
      const hand = identityCheck.safeParse(answer);
      expect(hand.success).toBe(contract.success);
      if (hand.success && contract.success) expect(hand.data).toEqual(contract.data);
    },
  );

  it('accepts an answer the server sends', () => {
    expect(identityCheck.safeParse({ id: 'a1', type: 'anonymous', email: null })).toEqual({
      success: true,
      data: { id: 'a1', type: 'anonymous', email: null },
    });
  });
});
