import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * How a throttle key is counted: `freeFailures` failures in a row are free; the next failure blocks the key
 * for `firstDelayMs`, and every further one twice as long as the one before, up to `maxDelayMs`. After
 * `forgetAfterMs` with no failure, counting starts again.
 */
export interface ThrottlePolicy {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

export type Reservation = { ok: true } | { ok: false; retryAfterMs: number };

/** How long the key is blocked after its `failures`-th failure in a row. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.firstDelayMs * 2 ** (failures - policy.freeFailures), policy.maxDelayMs);
}

// Rows hold a hash of the key, never an email or an address in clear.
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

// Enough for every racing request of a burst to have its turn: each lost race means another one was counted.
const MAX_RACES = 1_000;

export function createLoginFailuresRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts an attempt as a failure BEFORE its password is checked (issue 12, item 3): ok when the key is not
     * blocked at `now`, and the failure is then already counted (a success takes it back with `clear` or
     * `refund`). One compare-and-set on the row, so of N concurrent attempts exactly those the policy allows
     * get through, on SQLite and PostgreSQL alike.
     */
    async reserve(key: string, now: number, policy: ThrottlePolicy): Promise<Reservation> {
      const id = hashed(key);
      for (let race = 0; race < MAX_RACES; race++) {
        const row = await db
          .selectFrom('loginFailures')
          .select(['failures', 'lastFailureAt', 'blockedUntil'])
          .where('key', '=', id)
          .executeTakeFirst();
        if (!row) {
          const inserted = await db
            .insertInto('loginFailures')
            .values({ key: id, failures: 1, lastFailureAt: now, blockedUntil: now + delayAfter(1, policy) })
            .onConflict((oc) => oc.column('key').doNothing())
            .returning('key')
            .executeTakeFirst();
          if (inserted) return { ok: true };
          continue;
        }
        if (row.blockedUntil > now) return { ok: false, retryAfterMs: row.blockedUntil - now };
        const failures = (row.lastFailureAt <= now - policy.forgetAfterMs ? 0 : row.failures) + 1;
        const updated = await db
          .updateTable('loginFailures')
          .set({ failures, lastFailureAt: now, blockedUntil: now + delayAfter(failures, policy) })
          .where('key', '=', id)
          .where('failures', '=', row.failures)
          .where('lastFailureAt', '=', row.lastFailureAt)
          .where('blockedUntil', '=', row.blockedUntil)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 1) return { ok: true };
      }
      throw new Error('login throttle: too many concurrent updates of one key');
    },

    /** A success: the key's count starts again (the owner of an account, from this client). */
    async clear(key: string): Promise<void> {
      await db.deleteFrom('loginFailures').where('key', '=', hashed(key)).execute();
    },

    /** A success takes its own reserved failure back, and lifts a block that failure had set. */
    async refund(key: string, policy: ThrottlePolicy): Promise<void> {
      await db
        .updateTable('loginFailures')
        .set((eb) => ({
          failures: eb('failures', '-', 1),
          blockedUntil: eb
            .case()
            .when('failures', '<=', policy.freeFailures)
            .then(0)
            .else(eb.ref('blockedUntil'))
            .end(),
        }))
        .where('key', '=', hashed(key))
        .where('failures', '>', 0)
        .execute();
    },

    /** Rows nobody failed on since `before` and no longer blocked: they count nothing any more. */
    async purge(before: number, now: number): Promise<void> {
      await db
        .deleteFrom('loginFailures')
        .where('lastFailureAt', '<', before)
        .where('blockedUntil', '<=', now)
        .execute();
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
