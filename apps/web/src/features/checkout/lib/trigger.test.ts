import { describe, expect, it } from 'vitest';
import { payPageVariant } from './pay-page-variant';
import { triggerFrom } from './trigger';

describe('triggerFrom', () => {
  it.each([
    ['translate', 'translate'],
    ['taxi-estimate', 'taxi-estimate'],
    ['taxi-meter', 'taxi-meter'],
    ['taxi', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (value, expected) => expect(triggerFrom(value)).toBe(expected));
});

describe('payPageVariant', () => {
  it.each([
    ['?t=taxi-meter', 'taxi-meter'],
    ['?utm_source=x&t=taxi-meter', 'taxi-meter'],
    ['?t=translate', 'translate'],
    ['?t=taxi-estimate', 'taxi-estimate'],
    ['?t=nonsense', null],
    ['', null],
  ])('%s -> %s', (search, expected) => expect(payPageVariant(search)).toBe(expected));
});
