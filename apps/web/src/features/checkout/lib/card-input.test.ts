import { describe, expect, it } from 'vitest';
import { expiryForApi, formatCardNumber, formatCvc, formatExpiry } from './card-input';

describe('formatCardNumber', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 4242 4242', '4242 4242 4242 4242'],
    ['4000-0000-0000-0002', '4000 0000 0000 0002'],
    ['42424', '4242 4'],
    ['4242', '4242'],
    ['abc', ''],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ])('%s -> %s', (typed, shown) => expect(formatCardNumber(typed)).toBe(shown));
});

describe('formatExpiry', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12 / 3'],
    ['1234', '12 / 34'],
    ['12 / 345', '12 / 34'],
    ['12/34', '12 / 34'],
  ])('%s -> %s', (typed, shown) => expect(formatExpiry(typed)).toBe(shown));
});

describe('formatCvc and expiryForApi', () => {
  it.each([
    ['123', '123'],
    ['12a34', '1234'],
    ['123456', '1234'],
  ])('cvc %s -> %s', (typed, shown) => expect(formatCvc(typed)).toBe(shown));

  it('sends the expiry as MM/YY', () => expect(expiryForApi('12 / 34')).toBe('12/34'));
});
