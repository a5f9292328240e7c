import type { Kysely, Migration } from 'kysely';

// Sign-in throttle per (account, client) and per client, with growing delays (issue 12, items 3 and 4; ADR
// 015). It replaces the per-email window of 002, which let a stranger lock an owner out. `key` is a hash of
// what is counted (never an email or an address in clear); `blocked_until` is when the next attempt may run.
export const loginThrottleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('login_failures').execute();
    await db.schema
      .createTable('login_failures')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
      .addColumn('blocked_until', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_failures_last')
      .on('login_failures')
      .column('last_failure_at')
      .execute();
  },
};
