import type { Kysely } from 'kysely';
import type { Database, UsersTable } from '../db/schema';

export type UserRecord = UsersTable;

export function createUsersRepository(db: Kysely<Database>) {
  return {
    async findByEmail(email: string): Promise<UserRecord | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async findById(id: string): Promise<UserRecord | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A hash at today's cost in place of an older one (after a successful sign-in: ADR 019). */
    async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ passwordHash }).where('id', '=', id).execute();
    },

    /** false when the email is already registered (the unique index decides, so two racing sign-ups cannot both win). */
    async create(user: UserRecord): Promise<boolean> {
      const inserted = await db
        .insertInto('users')
        .values(user)
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
