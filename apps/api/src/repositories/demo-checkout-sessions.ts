import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoCheckoutSessionsTable } from '../db/payments-schema';

export type DemoCheckoutSessionRecord = DemoCheckoutSessionsTable;

export function createDemoCheckoutSessionsRepository(db: Kysely<Database>) {
  return {
    async findById(id: string): Promise<DemoCheckoutSessionRecord | undefined> {
      return db.selectFrom('demoCheckoutSessions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Idempotent on the key, like Stripe: a repeated attempt gets the session the first one created. */
    async create(session: DemoCheckoutSessionRecord): Promise<DemoCheckoutSessionRecord> {
      await db
        .insertInto('demoCheckoutSessions')
        .values(session)
        .onConflict((oc) => oc.column('idempotencyKey').doNothing())
        .execute();
      const row = await db
        .selectFrom('demoCheckoutSessions')
        .selectAll()
        .where('idempotencyKey', '=', session.idempotencyKey)
        .executeTakeFirst();
      if (!row)
        throw new Error(`demo checkout session ${session.idempotencyKey} vanished right after insert`);
      return row;
    },

    /** Records the payment once: a second payment of the same session keeps the first paid time. */
    async markPaid(id: string, paidAt: number): Promise<void> {
      await db
        .updateTable('demoCheckoutSessions')
        .set({ paidAt })
        .where('id', '=', id)
        .where('paidAt', 'is', null)
        .execute();
    },
  };
}

export type DemoCheckoutSessionsRepository = ReturnType<typeof createDemoCheckoutSessionsRepository>;
