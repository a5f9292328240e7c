import type { DemoCheckoutSessionsTable } from './payments-schema';

// Table types as the code sees them: camelCase (Kysely's CamelCasePlugin maps them to snake_case columns).
// Every timestamp is epoch milliseconds in a BIGINT column on both dialects, so comparisons are numeric and
// identical on SQLite and PostgreSQL (the pg driver is told to read BIGINT as a number: database.ts).

export interface IdentitiesTable {
  id: string;
  userId: string | null;
  createdAt: number;
}

export interface UsersTable {
  id: string;
  email: string;
  passwordHash: string;
  createdAt: number;
}

/** A signed-in identity's session (migration 003): live while the row exists and `expiresAt` is ahead. */
export interface SessionsTable {
  /** The signed-in identity's id. */
  id: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
}

/** Sign-in failures per throttle key (migration 004): a hash of (account, client) or of a client. */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  lastFailureAt: number;
  /** Epoch ms before which the next attempt is refused (0: not blocked). */
  blockedUntil: number;
}

export interface PassesTable {
  id: string;
  /** The identity id, or the user id once the visitor has an account (see identity plugin `ownerId`). */
  ownerId: string;
  plan: string;
  days: number;
  provider: string;
  /** Unique: fulfilment inserts with ON CONFLICT DO NOTHING so a payment creates exactly one pass. */
  providerSessionId: string;
  paidAt: number;
  expiresAt: number;
  deactivatedAt: number | null;
  createdAt: number;
}

export interface UsageCountersTable {
  ownerId: string;
  feature: string;
  used: number;
}

export interface CacheEntriesTable {
  key: string;
  /** JSON text of the cached value. */
  value: string;
  /** 0 or 1: better-sqlite3 cannot bind booleans, so both dialects store an integer. */
  negative: number;
  createdAt: number;
  expiresAt: number;
}

export interface Database {
  demoCheckoutSessions: DemoCheckoutSessionsTable;
  loginFailures: LoginFailuresTable;
  identities: IdentitiesTable;
  sessions: SessionsTable;
  users: UsersTable;
  passes: PassesTable;
  usageCounters: UsageCountersTable;
  cacheEntries: CacheEntriesTable;
}
