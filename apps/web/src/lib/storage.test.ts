import { beforeEach, describe, expect, it } from 'vitest';
import { passStatusResponse } from '@mizan/contracts/pass-status';
import {
  PASS_STATUS_KEY,
  PASS_STATUS_TTL_MS,
  cacheItem,
  languageStore,
  passActivatedShowStore,
  passExpiresAtStore,
  planPricesKey,
  preCheckoutPathStore,
  preCheckoutTriggerStore,
  translationDirectionStore,
} from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('text items reject bad stored values', () => {
  it.each([
    ['language', languageStore, localStorage, 'fr', 'fr'],
    ['language', languageStore, localStorage, 'it', null],
    ['translationDirection', translationDirectionStore, localStorage, 'darija-to-target', 'darija-to-target'],
    ['translationDirection', translationDirectionStore, localStorage, 'sideways', null],
    ['pass_activated_show', passActivatedShowStore, sessionStorage, '1', '1'],
    ['pass_activated_show', passActivatedShowStore, sessionStorage, 'true', null],
    [
      'pre_checkout_path',
      preCheckoutPathStore,
      sessionStorage,
      '/taxi-fares?x=1#meter',
      '/taxi-fares?x=1#meter',
    ],
    ['pre_checkout_path', preCheckoutPathStore, sessionStorage, '//evil.example/', null],
    ['pre_checkout_path', preCheckoutPathStore, sessionStorage, 'https://evil.example/', null],
    ['pre_checkout_trigger', preCheckoutTriggerStore, sessionStorage, 'taxi-meter', 'taxi-meter'],
    ['pre_checkout_trigger', preCheckoutTriggerStore, sessionStorage, 'bogus', null],
    [
      'pass_expires_at',
      passExpiresAtStore,
      sessionStorage,
      '2026-12-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ],
    ['pass_expires_at', passExpiresAtStore, sessionStorage, '', null],
  ] as const)('%s = %j -> %j', (key, store, storage, raw, expected) => {
    storage.setItem(key, raw);
    expect(store.read()).toBe(expected);
  });

  it('reads null when absent and round-trips a write', () => {
    expect(languageStore.read()).toBeNull();
    languageStore.write('de');
    expect(localStorage.getItem('language')).toBe('de');
    languageStore.remove();
    expect(languageStore.read()).toBeNull();
  });
});

describe('cache entries', () => {
  const passStatusCache = cacheItem('session', PASS_STATUS_KEY, passStatusResponse, PASS_STATUS_TTL_MS);
  const value = { active: true, passExpiresAt: '2026-12-01T00:00:00.000Z' };

  it('writes version 1, timestamp, ttl 5 min and value under pass:status', () => {
    passStatusCache.write(value, 1000);
    expect(JSON.parse(sessionStorage.getItem('pass:status') ?? '')).toEqual({
      version: 1,
      timestamp: 1000,
      ttl: 300_000,
      value,
    });
  });

  it.each([
    ['fresh', { version: 1, timestamp: 1000, ttl: 300_000, value }, 200_000, { value, timestamp: 1000 }],
    ['expired', { version: 1, timestamp: 1000, ttl: 300_000, value }, 301_000, null],
    ['another version', { version: 2, timestamp: 1000, ttl: 300_000, value }, 2000, null],
    ['a bad value', { version: 1, timestamp: 1000, ttl: 300_000, value: { active: 'yes' } }, 2000, null],
    ['no value', { version: 1, timestamp: 1000, ttl: 300_000 }, 2000, null],
    ['a zero ttl', { version: 1, timestamp: 1000, ttl: 0, value }, 1000, null],
    ['a text timestamp', { version: 1, timestamp: '1000', ttl: 300_000, value }, 2000, null],
    ['a bad negative flag', { version: 1, timestamp: 1000, ttl: 300_000, value, negative: 'no' }, 2000, null],
    ['not an object', 'pass', 2000, null],
    ['from the future', { version: 1, timestamp: 9000, ttl: 300_000, value }, 2000, null],
  ])('%s entry', (_name, entry, now, expected) => {
    sessionStorage.setItem('pass:status', JSON.stringify(entry));
    expect(passStatusCache.read(now)).toEqual(expected);
  });

  it('keys plan prices per currency', () => expect(planPricesKey('GBP')).toBe('plan-prices:gbp'));
});
