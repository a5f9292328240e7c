import { describe, expect, it } from 'vitest';
import { passStatusResponse } from '@mizan/contracts/pass-status';
import { passStatusCheck } from './pass-status-check';

// The hand check and the contract must agree on every answer: valid ones, each field wrong in turn, extra
// fields (dropped by both) and things that are not objects.
const ANSWERS: unknown[] = [
  { active: true, passExpiresAt: '2026-11-22T15:00:00.000Z' },
  { active: false, passExpiresAt: null },
  { active: true, passExpiresAt: null },
  { active: false, passExpiresAt: null, plan: '4day' },
  { active: 'true', passExpiresAt: null },
  { active: 1, passExpiresAt: null },
  { active: null, passExpiresAt: null },
  { passExpiresAt: null },
  { active: true },
  { active: true, passExpiresAt: undefined },
  { active: true, passExpiresAt: 1764000000000 },
  { active: true, passExpiresAt: {} },
  {},
  [],
  [true, null],
  null,
  undefined,
  'active',
  42,
  true,
];

describe('passStatusCheck', () => {
  it.each(ANSWERS.map((answer) => [JSON.stringify(answer) ?? String(answer), answer]))(
    'agrees with the contract on %s',
    (_label, answer) => {
      const contract = passStatusResponse.safeParse(answer);
      const hand = passStatusCheck.safeParse(answer);
      expect(hand.success).toBe(contract.success);
      if (hand.success && contract.success) expect(hand.data).toEqual(contract.data);
    },
  );

  it('accepts an answer the server sends', () => {
    expect(passStatusCheck.safeParse({ active: false, passExpiresAt: null })).toEqual({
      success: true,
      data: { active: false, passExpiresAt: null },
    });
  });
});
