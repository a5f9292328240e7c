import { describe, expect, it } from 'vitest';
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
