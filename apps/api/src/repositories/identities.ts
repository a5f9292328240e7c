import type { Kysely } from 'kysely';
import { compileOnce } from '../db/compile-once';
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
  // Read on every /api request (the identity hook): compiled once.
  const byId = compileOnce(db, (id: string) =>
    db.selectFrom('identities').select(['id', 'userId', 'createdAt']).where('id', '=', id),
  );
  return {
    async findById(id: string): Promise<IdentityRecord | undefined> {
      const [row] = await byId(id);
      return row;
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

    /** A new identity, anonymous (userId null) or signed in to a user. */
    async create(id: string, userId: string | null, now: Date): Promise<void> {
      await db.insertInto('identities').values({ id, userId, createdAt: now.getTime() }).execute();
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
