import { FEATURES } from '@mizan/domain/pass/features';
import { LANGUAGES } from '@mizan/domain/text/language';
import type { Check } from '@/lib/check';

// Every browser storage key of the product (spec 3 "Local storage", "Session storage"), each behind a
// typed helper. A stored value that does not match what it should be (edited by hand, left by an older
// version) reads as null instead of breaking a screen. Storage that throws (private mode, quota) reads as
// null too. The shell loads this module before the first paint, so it holds no zod: text values are checked
// by small predicates here, structured records by their zod schemas in stored-records.ts, and API-shaped
// values (pass status, plan prices) by their contract schema in the feature that owns them (see cacheItem).

export type Area = 'local' | 'session';

function area(name: Area): Storage | null {
  try {
    return name === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export interface StoredItem<T> {
  readonly key: string;
  read(): T | null;
  write(value: T): void;
  remove(): void;
}

const anyText = (_raw: string): _raw is string => true;
const nonEmpty = (raw: string): raw is string => raw.length > 0;
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string): raw is T =>
    (values as readonly string[]).includes(raw);

/** A value stored as plain text (flags, paths, enums). */
function textItem<T extends string>(
  where: Area,
  key: string,
  accepts: (raw: string) => raw is T,
): StoredItem<T> {
  return {
    key,
    read: () => {
      const raw = area(where)?.getItem(key);
      return typeof raw === 'string' && accepts(raw) ? raw : null;
    },
    write: (value) => {
      try {
        area(where)?.setItem(key, value);
      } catch {
        // A full or disabled storage only loses a convenience; the app works without it.
      }
    },
    remove: () => area(where)?.removeItem(key),
  };
}

/** A value stored as JSON. */
export function jsonItem<T>(where: Area, key: string, schema: Check<T>): StoredItem<T> {
  const text = textItem(where, key, anyText);
  return {
    key,
    read: () => {
      const raw = text.read();
      if (raw === null) return null;
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    write: (value) => text.write(JSON.stringify(value)),
    remove: text.remove,
  };
}

// Cache entries (spec 3 "Cache entry", 5): accepted only when version equals 1 and not expired.
export const CACHE_VERSION = 1;

interface CacheEntry {
  version: typeof CACHE_VERSION;
  timestamp: number;
  ttl: number;
  value: unknown;
  negative?: boolean;
}

const cacheEntry: Check<CacheEntry> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null) return { success: false };
    const e = value as Partial<Record<keyof CacheEntry, unknown>>;
    const valid =
      e.version === CACHE_VERSION &&
      typeof e.timestamp === 'number' &&
      typeof e.ttl === 'number' &&
      e.ttl > 0 &&
      'value' in e &&
      (e.negative === undefined || typeof e.negative === 'boolean');
    return valid ? { success: true, data: value as CacheEntry } : { success: false };
  },
};

export interface CacheItem<T> {
  readonly key: string;
  /** The cached value and when it was stored, or null when absent, invalid or older than its ttl. */
  read(now: number): { value: T; timestamp: number } | null;
  write(value: T, now: number): void;
  remove(): void;
}

export function cacheItem<T>(where: Area, key: string, schema: Check<T>, ttlMs: number): CacheItem<T> {
  const item = jsonItem(where, key, cacheEntry);
  return {
    key,
    read: (now) => {
      const entry = item.read();
      if (!entry || now - entry.timestamp >= entry.ttl || entry.timestamp > now) return null;
      const value = schema.safeParse(entry.value);
      return value.success ? { value: value.data, timestamp: entry.timestamp } : null;
    },
    write: (v, now) => item.write({ version: CACHE_VERSION, timestamp: now, ttl: ttlMs, value: v }),
    remove: item.remove,
  };
}

/** Session cache entry `pass:status` (spec 3, 7), built by features/pass with the contract schema. */
export const PASS_STATUS_KEY = 'pass:status';
export const PASS_STATUS_TTL_MS = 5 * 60_000;
/** Session cache of plan prices, one entry per currency (spec 3). */
export const planPricesKey = (currency: string) => `plan-prices:${currency.toLowerCase()}`;

// Local storage.
export const languageStore = textItem('local', 'language', oneOf(LANGUAGES));
export const translationDirectionStore = textItem(
  'local',
  'translationDirection',
  oneOf(['darija-to-target', 'target-to-darija']),
);

// Session storage.
export const passActivatedShowStore = textItem('session', 'pass_activated_show', oneOf(['1']));
export const passExpiresAtStore = textItem('session', 'pass_expires_at', nonEmpty);
/** Where to come back after checkout: a path of this app, never a full URL (no open redirect). */
export const preCheckoutPathStore = textItem('session', 'pre_checkout_path', (raw): raw is string =>
  /^\/(?!\/)/.test(raw),
);
export const preCheckoutTriggerStore = textItem('session', 'pre_checkout_trigger', oneOf(FEATURES));
