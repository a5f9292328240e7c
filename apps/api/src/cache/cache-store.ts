// A shared cache for provider answers (spec 3 "Cache entry": version, timestamp, ttl, value, negative flag).
// The version is part of every key, so changing the stored shape only turns old entries into misses.
export const CACHE_VERSION = 1;

export interface CacheHit {
  /** Parse it with the caller's zod schema: the cache is shared and outlives code versions. */
  value: unknown;
  /** True for a remembered failure ("no such place"), cached for a shorter time. */
  negative: boolean;
  storedAt: number;
  expiresAt: number;
}

export interface CacheSetOptions {
  ttlMs: number;
  negative?: boolean;
}

export interface CacheStore {
  readonly kind: 'database' | 'redis';
  get(key: string): Promise<CacheHit | null>;
  set(key: string, value: unknown, options: CacheSetOptions): Promise<void>;
}

export function versionedKey(key: string): string {
  return `v${CACHE_VERSION}:${key}`;
}
