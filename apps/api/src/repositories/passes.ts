import type { Kysely } from 'kysely';
import type { Database, PassesTable } from '../db/schema';

export type PassRecord = PassesTable;

export function createPassesRepository(db: Kysely<Database>) {
  return {
    /** The owner's pass that lasts longest among those not deactivated and not yet expired at `now`. */
    async findActive(ownerId: string, now: Date): Promise<PassRecord | undefined> {
      return db
        .selectFrom('passes')
        .selectAll()
        .where('ownerId', '=', ownerId)
        .where('deactivatedAt', 'is', null)
        .where('expiresAt', '>', now.getTime())
        .orderBy('expiresAt', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}

export type PassesRepository = ReturnType<typeof createPassesRepository>;
