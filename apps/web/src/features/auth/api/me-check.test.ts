import { describe, expect, it } from 'vitest';
import { meResponse } from '@mizan/contracts/auth';
import { meCheck } from './me-check';

const ANSWERS: unknown[] = [
  { id: 'u1', email: 'ana@example.com' },
  { id: 'u1', email: 'ana@example.com', type: 'user' },
  { id: 'u1', email: null },
  { id: 'u1' },
  { email: 'ana@example.com' },
  { id: 3, email: 'ana@example.com' },
  { id: 'u1', email: ['ana@example.com'] },
  {},
  [],
  null,
  undefined,
  'u1',
];

describe('meCheck', () => {
  it.each(ANSWERS.map((answer) => [JSON.stringify(answer) ?? String(answer), answer]))(
    'agrees with the contract on %s',
    (_label, answer) => {
      const contract = meResponse.safeParse(answer);
      const hand = meCheck.safeParse(answer);
      expect(hand.success).toBe(contract.success);
      if (hand.success && contract.success) expect(hand.data).toEqual(contract.data);
    },
  );
});
