import { describe, expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE, checkDemoCard } from './demo-card';

const now = new Date('2026-11-22T12:00:00Z');
const card = (cardNumber: string, expiry = '12/30', cvc = '123') => ({ cardNumber, expiry, cvc });

describe('checkDemoCard', () => {
  it.each([
    ['the approved test card', card('4242 4242 4242 4242'), { outcome: 'approved' }],
    [
      'the approved test card with dashes',
      card('4242-4242-4242-4242', '01/2027', '1234'),
      { outcome: 'approved' },
    ],
    [
      'the declined test card',
      card('4000 0000 0000 0002'),
      { outcome: 'declined', message: CARD_DECLINED_MESSAGE },
    ],
    ['a number failing Luhn', card('4242 4242 4242 4241'), { outcome: 'invalid', field: 'cardNumber' }],
    ['letters', card('4242 abcd 4242 4242'), { outcome: 'invalid', field: 'cardNumber' }],
    ['too few digits', card('42424242'), { outcome: 'invalid', field: 'cardNumber' }],
    [
      'a real-looking card that is not a test card',
      card('5555 5555 5555 4444'),
      { outcome: 'invalid', field: 'cardNumber' },
    ],
    ['month 13', card('4242424242424242', '13/30'), { outcome: 'invalid', field: 'expiry' }],
    ['an expiry without a slash', card('4242424242424242', '1230'), { outcome: 'invalid', field: 'expiry' }],
    ['last month', card('4242424242424242', '10/26'), { outcome: 'invalid', field: 'expiry' }],
    ['this month (still valid)', card('4242424242424242', '11/26'), { outcome: 'approved' }],
    ['a two-digit cvc', card('4242424242424242', '12/30', '12'), { outcome: 'invalid', field: 'cvc' }],
  ])('%s', (_label, input, expected) => {
    expect(checkDemoCard(input, now)).toMatchObject(expected);
  });
});
