import { z } from 'zod/mini';
import type { z as zod } from 'zod';
import { FEATURES } from '@mizan/domain/features';

// Every browser storage key of the product (spec 3 "Local storage", "Session storage"), each behind a
// typed helper. A stored value that does not match its schema (edited by hand, left by an older version)
// reads as null instead of breaking a screen. Storage that throws (private mode, quota) reads as null too.
// zod/mini keeps this module, which every screen loads, small; API-shaped values (pass status, plan
// prices) are checked with their contract schema by the feature that owns them (see cacheItem).

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

/** A value stored as plain text (flags, paths, enums). */
function textItem<T extends string>(where: Area, key: string, schema: z.ZodMiniType<T>): StoredItem<T> {
  return {
    key,
    read: () => {
      const parsed = schema.safeParse(area(where)?.getItem(key));
      return parsed.success ? parsed.data : null;
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
function jsonItem<T>(where: Area, key: string, schema: z.ZodMiniType<T>): StoredItem<T> {
  const text = textItem(where, key, z.string());
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

const cacheEntrySchema = z.object({
  version: z.literal(CACHE_VERSION),
  timestamp: z.number(),
  ttl: z.number().check(z.positive()),
  value: z.unknown(),
  negative: z.optional(z.boolean()),
});

/** Anything with zod's safeParse: a contract schema (zod) or a local one (zod/mini). */
type Schema<T> = Pick<zod.ZodType<T>, 'safeParse'> | z.ZodMiniType<T>;

export interface CacheItem<T> {
  readonly key: string;
  /** The cached value and when it was stored, or null when absent, invalid or older than its ttl. */
  read(now: number): { value: T; timestamp: number } | null;
  write(value: T, now: number): void;
  remove(): void;
}

export function cacheItem<T>(where: Area, key: string, schema: Schema<T>, ttlMs: number): CacheItem<T> {
  const item = jsonItem(where, key, cacheEntrySchema);
  return {
    key,
    read: (now) => {
      const entry = item.read();
      if (!entry || now - entry.timestamp >= entry.ttl || entry.timestamp > now) return null;
      const value = schema.safeParse(entry.value);
      return value.success ? { value: value.data as T, timestamp: entry.timestamp } : null;
    },
    write: (v, now) => item.write({ version: CACHE_VERSION, timestamp: now, ttl: ttlMs, value: v }),
    remove: item.remove,
  };
}

export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
const language = z.enum(LANGUAGES);
const feature = z.enum(FEATURES);

/** Session cache entry `pass:status` (spec 3, 7), built by features/pass with the contract schema. */
export const PASS_STATUS_KEY = 'pass:status';
export const PASS_STATUS_TTL_MS = 5 * 60_000;
/** Session cache of plan prices, one entry per currency (spec 3). */
export const planPricesKey = (currency: string) => `plan-prices:${currency.toLowerCase()}`;

// Local storage.
export const languageStore = textItem('local', 'language', language);
export const translationDirectionStore = textItem('local', 'translationDirection', z.enum(['darija-to-target', 'target-to-darija']));
export const profileFormStore = jsonItem(
  'local',
  'profile_form',
  z.object({ dob: z.string(), gender: z.enum(['', 'female', 'male', 'other', 'na']) }),
);
export const profileLocationStore = jsonItem(
  'local',
  'profile_location',
  z.object({
    city: z.string(),
    coords: z.object({
      lat: z.number().check(z.gte(-90), z.lte(90)),
      lng: z.number().check(z.gte(-180), z.lte(180)),
    }),
  }),
);

// Session storage.
export const passActivatedShowStore = textItem('session', 'pass_activated_show', z.literal('1'));
export const passExpiresAtStore = textItem('session', 'pass_expires_at', z.string().check(z.minLength(1)));
/** Where to come back after checkout: a path of this app, never a full URL (no open redirect). */
export const preCheckoutPathStore = textItem('session', 'pre_checkout_path', z.string().check(z.regex(/^\/(?!\/)/)));
export const preCheckoutTriggerStore = textItem('session', 'pre_checkout_trigger', feature);
export const pendingEstimateStore = jsonItem(
  'session',
  'pending_estimate',
  z.object({ departure: z.string(), arrival: z.string(), go: z.boolean() }),
);
export const checkoutContentStore = jsonItem(
  'session',
  'checkout_content',
  z.object({
    contents: z.array(z.object({ content_id: z.string(), content_type: z.string(), content_name: z.string(), price: z.number() })),
    value: z.number(),
    currency: z.string(),
  }),
);
