import { describe, expect, it } from 'vitest';
import { completionTarget } from './completion-target';
import type { CheckoutKind } from './checkout-kind';

describe('completionTarget', () => {
  it.each<[CheckoutKind, string | null, string | null, string]>([
    ['standard', 'translate', '/taxi-fares', '/transcribe'],
    ['standard', 'taxi-estimate', '/taxi-fares', '/taxi-fares'],
    ['standard', 'taxi-meter', '/taxi-fares?x=1#meter', '/taxi-fares?x=1#meter'],
    ['standard', null, '/itinerary', '/itinerary'],
    ['standard', 'taxi-estimate', '/pay?t=taxi-estimate', '/'],
    ['standard', null, '/pay', '/'],
    ['standard', null, '/pay/complete', '/'],
    ['standard', null, '/payment-help', '/payment-help'],
    ['standard', null, 'https://evil.example/', '/'],
    ['standard', null, '//evil.example/', '/'],
    ['standard', null, null, '/'],
    ['mr', 'translate', '/taxi-fares', '/about'],
    ['tst', null, null, '/about'],
  ])('%s, trigger %s, saved %s -> %s', (kind, trigger, saved, expected) => {
    expect(completionTarget(kind, trigger, saved)).toBe(expected);
  });
});
