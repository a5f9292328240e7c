import type { Kysely, Migration } from 'kysely';

// Smart Pass side tables, portable DDL as in 001 (TEXT ids, BIGINT epoch ms, INTEGER amounts).
export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // The demo provider's own checkout sessions: it plays the payment provider, so it keeps what Stripe
    // would keep (plan, owner, amount, paid time) and fulfilment reads them back exactly as from Stripe.
    await db.schema
      .createTable('demo_checkout_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('client_secret', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('identity_id', 'text', (c) => c.notNull())
      .addColumn('plan', 'text', (c) => c.notNull())
      .addColumn('trigger', 'text')
      .addColumn('checkout', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('return_url', 'text', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    // Failed sign-ins per email in the current window, shared by every server instance.
    await db.schema
      .createTable('login_failures')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
