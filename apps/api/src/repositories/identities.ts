import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface IdentityRecord {
  id: string;
  userId: string | null;
  createdAt: number;
}

export interface IdentityWithUser extends IdentityRecord {
  email: string | null;
}

export function createIdentitiesRepository(db: Kysely<Database>) {
  return {
    async findById(id: string): Promise<IdentityRecord | undefined> {
      return db.selectFrom('identities').select(['id', 'userId', 'createdAt']).where('id', '=', id).executeTakeFirst();
    },

    /** The identity and, when one is linked, its user's email. */
    async findWithUser(id: string): Promise<IdentityWithUser | undefined> {
      return db
        .selectFrom('identities')
        .leftJoin('users', 'users.id', 'identities.userId')
        .select(['identities.id', 'identities.userId', 'identities.createdAt', 'users.email'])
        .where('identities.id', '=', id)
        .executeTakeFirst();
    },

    /** Idempotent: a signed cookie whose row is gone (fresh database) gets its row back. */
    async ensure(id: string, now: Date): Promise<IdentityRecord> {
      await db
        .insertInto('identities')
        .values({ id, userId: null, createdAt: now.getTime() })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const row = await this.findById(id);
      if (!row) throw new Error(`identity ${id} vanished right after insert`);
      return row;
    },
  };
}

export type IdentitiesRepository = ReturnType<typeof createIdentitiesRepository>;
