import type { Kysely } from 'kysely';
import { compileOnce } from '../db/compile-once';
import type { Database, SessionsTable } from '../db/schema';

export type SessionRecord = SessionsTable;

/** Signed-in sessions (migration 003): a signed-in identity is live while its row is and `expiresAt` is ahead. */
export function createSessionsRepository(db: Kysely<Database>) {
  // Read on every signed-in /api request (the identity hook): compiled once (ADR 008).
  const live = compileOnce(db, (id: string, now: number) =>
    db
      .selectFrom('sessions')
      .select(['id', 'userId', 'expiresAt'])
      .where('id', '=', id)
      .where('expiresAt', '>', now),
  );
  return {
    /** The session of a signed-in identity, unless it was revoked or has expired at `now`. */
    async findLive(
      id: string,
      now: number,
    ): Promise<Pick<SessionRecord, 'id' | 'userId' | 'expiresAt'> | undefined> {
      const [row] = await live(id, now);
      return row;
    },

    async create(session: SessionRecord): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    /** Slides the expiry forward (never back: two racing requests keep the later one). */
    async extend(id: string, expiresAt: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ expiresAt })
        .where('id', '=', id)
        .where('expiresAt', '<', expiresAt)
        .execute();
    },

    /** Logout: this session ends; the user's others go on. */
    async revoke(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    /** Every session of the user ends (a password change must call this in its transaction). */
    async revokeAllForUser(userId: string): Promise<number> {
      const result = await db.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Expired sessions of the user go, so a user's rows do not pile up across years of sign-ins. */
    async deleteExpired(userId: string, now: number): Promise<void> {
      await db.deleteFrom('sessions').where('userId', '=', userId).where('expiresAt', '<=', now).execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
