import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { compileOnce } from '../db/compile-once';
import type { Database, PassesTable } from '../db/schema';

export type PassRecord = PassesTable;

export function createPassesRepository(db: Kysely<Database>) {
  // The paywall's question on every estimate and pass-status call: compiled once.
  const active = compileOnce(db, (ownerId: string, nowMs: number) =>
    db
      .selectFrom('passes')
      .selectAll()
      .where('ownerId', '=', ownerId)
      .where('deactivatedAt', 'is', null)
      .where('expiresAt', '>', nowMs)
      .orderBy('expiresAt', 'desc')
      // A literal, not a bound parameter: SQLite's planner reads a bound LIMIT, so binding it (every call)
      // makes SQLite compile the statement again, ~10 µs of CPU on the paywall check of each request.
      .limit(sql.lit(1)),
  );
  return {
    /** The owner's pass that lasts longest among those not deactivated and not yet expired at `now`. */
    async findActive(ownerId: string, now: Date): Promise<PassRecord | undefined> {
      const [pass] = await active(ownerId, now.getTime());
      return pass;
    },

    /**
     * Fulfilment's write: the unique provider session id makes the insert a no-op when any caller got there
     * first, and the read-back returns that first pass (even deactivated) to everyone.
     */
    async insertOnce(pass: PassRecord): Promise<{ pass: PassRecord; created: boolean }> {
      const inserted = await db
        .insertInto('passes')
        .values(pass)
        .onConflict((oc) => oc.column('providerSessionId').doNothing())
        .returning('id')
        .executeTakeFirst();
      const stored = await db
        .selectFrom('passes')
        .selectAll()
        .where('providerSessionId', '=', pass.providerSessionId)
        .executeTakeFirst();
      if (!stored) throw new Error(`pass for session ${pass.providerSessionId} vanished right after insert`);
      return { pass: stored, created: inserted !== undefined };
    },

    /** Ends every pass of the owner that is active at `now`; returns how many it ended. */
    async deactivateActive(ownerId: string, now: Date): Promise<number> {
      const result = await db
        .updateTable('passes')
        .set({ deactivatedAt: now.getTime() })
        .where('ownerId', '=', ownerId)
        .where('deactivatedAt', 'is', null)
        .where('expiresAt', '>', now.getTime())
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Signing in: the anonymous visitor's passes become the account's. */
    async moveOwner(fromOwnerId: string, toOwnerId: string): Promise<void> {
      await db.updateTable('passes').set({ ownerId: toOwnerId }).where('ownerId', '=', fromOwnerId).execute();
    },
  };
}

export type PassesRepository = ReturnType<typeof createPassesRepository>;
