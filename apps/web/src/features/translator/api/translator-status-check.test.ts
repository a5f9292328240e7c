import { describe, expect, it } from 'vitest';
import { translatorStatusResponse } from '@mizan/contracts/translate';
import { translatorStatusCheck } from './translator-status-check';

const OK = { voice: true, allowed: true, pass: false, model: true, memoryLanguages: ['en'] };

// The hand check and the contract must agree on every answer: valid ones, each field wrong in turn, extra
// fields (dropped by both) and things that are not objects.
const ANSWERS: unknown[] = [
  OK,
  { ...OK, memoryLanguages: [] },
  { ...OK, memoryLanguages: ['en', 'fr', 'es'] },
  { voice: false, allowed: false, pass: true, model: false, memoryLanguages: [] },
  { ...OK, extra: 1 },
  ...(['voice', 'allowed', 'pass', 'model'] as const).flatMap((field) => [
    { ...OK, [field]: 'true' },
    { ...OK, [field]: 1 },
    { ...OK, [field]: null },
    { ...OK, [field]: undefined },
  ]),
  { ...OK, memoryLanguages: undefined },
  { ...OK, memoryLanguages: null },
  { ...OK, memoryLanguages: 'en' },
  { ...OK, memoryLanguages: ['xx'] },
  { ...OK, memoryLanguages: ['en', 'EN'] },
  { ...OK, memoryLanguages: ['en', 3] },
  { ...OK, memoryLanguages: [null] },
  { ...OK, memoryLanguages: { 0: 'en', length: 1 } },
  {},
  [],
  [true, true],
  null,
  undefined,
  'voice',
  42,
  true,
];

describe('translatorStatusCheck', () => {
  it.each(ANSWERS.map((answer) => [JSON.stringify(answer) ?? String(answer), answer]))(
    'agrees with the contract on %s',
    (_label, answer) => {
      const contract = translatorStatusResponse.safeParse(answer);
      const hand = translatorStatusCheck.safeParse(answer);
      expect(hand.success).toBe(contract.success);
      if (hand.success && contract.success) expect(hand.data).toEqual(contract.data);
    },
  );

  it('accepts an answer the server sends', () => {
    expect(translatorStatusCheck.safeParse(OK)).toEqual({ success: true, data: OK });
  });
});
