import { describe, expect, it } from 'vitest';
import {
  CSRF_FIELD as CONTRACT_FIELD,
  CSRF_HEADER as CONTRACT_HEADER,
  csrfResponse,
} from '@mizan/contracts/csrf';
import { CSRF_FIELD, CSRF_HEADER, csrfCheck } from './csrf-check';

const ANSWERS: unknown[] = [
  { csrf: 'tok' },
  { csrf: '' },
  { csrf: 'tok', expiresIn: 60 },
  { csrf: 1 },
  { csrf: null },
  { token: 'tok' },
  {},
  [],
  null,
  undefined,
  'tok',
];

describe('csrfCheck', () => {
  it.each(ANSWERS.map((answer) => [JSON.stringify(answer) ?? String(answer), answer]))(
    'agrees with the contract on %s',
    (_label, answer) => {
      const contract = csrfResponse.safeParse(answer);
      const hand = csrfCheck.safeParse(answer);
      expect(hand.success).toBe(contract.success);
      if (hand.success && contract.success) expect(hand.data).toEqual(contract.data);
    },
  );

  it("uses the contract's header and field names", () => {
    expect([CSRF_HEADER, CSRF_FIELD]).toEqual([CONTRACT_HEADER, CONTRACT_FIELD]);
  });
});
