import { describe, expect, it } from 'vitest';
import { decideAccess } from './features';

describe('decideAccess', () => {
  it.each([
    ['translate', false, 0, { allowed: true, remaining: 2, reason: 'free' }],
    ['translate', false, 2, { allowed: true, remaining: 0, reason: 'free' }],
    ['translate', false, 3, { allowed: false, remaining: 0, reason: 'exhausted' }],
    ['taxi-estimate', false, 0, { allowed: true, remaining: 0, reason: 'free' }],
    ['taxi-estimate', false, 1, { allowed: false, remaining: 0, reason: 'exhausted' }],
    ['taxi-meter', false, 0, { allowed: false, remaining: 0, reason: 'exhausted' }],
    ['taxi-meter', true, 99, { allowed: true, remaining: 0, reason: 'pass' }],
    ['translate', true, 10, { allowed: true, remaining: 3, reason: 'pass' }],
  ] as const)('%s pass=%s used=%i', (feature, pass, used, expected) => {
    expect(decideAccess(feature, pass, used)).toEqual(expected);
  });
});
