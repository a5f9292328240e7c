import { describe, expect, it } from 'vitest';
import { DAY_MS, isPassActive, passExpiresAt, perDayPrice } from './pass';

const paid = Date.UTC(2026, 10, 22, 10, 30, 0);

describe('passExpiresAt', () => {
  it.each([
    [3, Date.UTC(2026, 10, 25, 10, 30, 0)],
    [7, Date.UTC(2026, 10, 29, 10, 30, 0)],
    [15, Date.UTC(2026, 11, 7, 10, 30, 0)],
  ])('%i days after the paid instant', (days, expected) => {
    expect(passExpiresAt(paid, days)).toBe(expected);
  });

  it.each([0, -1, 2.5, Number.NaN])('refuses %s days', (days) => {
    expect(() => passExpiresAt(paid, days)).toThrow(RangeError);
  });
});

describe('isPassActive', () => {
  const expiresAtMs = passExpiresAt(paid, 3);
  it.each([
    ['1 s before expiry', expiresAtMs - 1000, null, true],
    ['at the expiry instant', expiresAtMs, null, false],
    ['1 s after expiry', expiresAtMs + 1000, null, false],
    ['right after payment', paid, null, true],
    ['deactivated before expiry', paid + DAY_MS, paid + 1000, false],
  ])('%s', (_label, now, deactivatedAtMs, expected) => {
    expect(isPassActive({ expiresAtMs, deactivatedAtMs }, now)).toBe(expected);
  });
});

describe('perDayPrice', () => {
  it.each([
    [499, 3, 1.66],
    [899, 7, 1.28],
    [1499, 15, 1],
    [449, 3, 1.5],
    [799, 7, 1.14],
    [1299, 15, 0.87],
    [500, 3, 1.67],
    [0, 7, 0],
  ])('%i minor units over %i days -> %f', (amount, days, expected) => {
    expect(perDayPrice(amount, days)).toBe(expected);
  });

  it.each([
    [4.99, 3],
    [-1, 3],
    [499, 0],
  ])('refuses amount %s over %s days', (amount, days) => {
    expect(() => perDayPrice(amount, days)).toThrow(RangeError);
  });
});
