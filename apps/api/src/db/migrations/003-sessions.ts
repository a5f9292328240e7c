import type { Kysely, Migration } from 'kysely';

// Signed-in sessions as server-side records (issue 12, item 5; ADR 019). A signed-in identity is live only
// while its session row is: logout and a password change delete it, and `expires_at` (sliding) ends it.
// Identities signed in before this migration get no row, so they end here: under the old code a logout
// left them signed in, and nothing tells a logged-out one from a live one.
export const sessionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      // The signed-in identity's id (the value of its signed cookie).
      .addColumn('id', 'text', (c) => c.primaryKey().references('identities.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  },
};
