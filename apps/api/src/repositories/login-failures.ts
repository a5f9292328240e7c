import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function createLoginFailuresRepository(db: Kysely<Database>) {
  return {
    /** Failures counted in the window still open at `now`; 0 when none or when the window has closed. */
    async recent(
      email: string,
      now: number,
      windowMs: number,
    ): Promise<{ failures: number; windowStartedAt: number }> {
      const row = await db
        .selectFrom('loginFailures')
        .select(['failures', 'windowStartedAt'])
        .where('email', '=', email)
        .executeTakeFirst();
      if (!row || row.windowStartedAt <= now - windowMs) return { failures: 0, windowStartedAt: now };
      return row;
    },

    /** One statement, so concurrent wrong guesses are all counted; a closed window restarts at 1. */
    async record(email: string, now: number, windowMs: number): Promise<void> {
      const cutoff = now - windowMs;
      await db
        .insertInto('loginFailures')
        .values({ email, failures: 1, windowStartedAt: now })
        .onConflict((oc) =>
          oc.column('email').doUpdateSet((eb) => ({
            failures: eb
              .case()
              .when('loginFailures.windowStartedAt', '<=', cutoff)
              .then(1)
              .else(eb('loginFailures.failures', '+', 1))
              .end(),
            windowStartedAt: eb
              .case()
              .when('loginFailures.windowStartedAt', '<=', cutoff)
              .then(now)
              .else(eb.ref('loginFailures.windowStartedAt'))
              .end(),
          })),
        )
        .execute();
    },

    async clear(email: string): Promise<void> {
      await db.deleteFrom('loginFailures').where('email', '=', email).execute();
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
