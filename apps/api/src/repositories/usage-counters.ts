import type { Kysely } from 'kysely';
import type { Feature } from '@mizan/domain/features';
import type { Database } from '../db/schema';

export function createUsageCountersRepository(db: Kysely<Database>) {
  return {
    async used(ownerId: string, feature: Feature): Promise<number> {
      const row = await db
        .selectFrom('usageCounters')
        .select('used')
        .where('ownerId', '=', ownerId)
        .where('feature', '=', feature)
        .executeTakeFirst();
      return row?.used ?? 0;
    },

    /**
     * Counts one use if fewer than `allowance` were used, in ONE statement (an upsert whose update only
     * applies below the allowance), so concurrent requests can never overspend. Returns the new count, or
     * null when the allowance was already spent.
     */
    async increment(ownerId: string, feature: Feature, allowance: number): Promise<number | null> {
      if (allowance <= 0) return null;
      const row = await db
        .insertInto('usageCounters')
        .values({ ownerId, feature, used: 1 })
        .onConflict((oc) =>
          oc
            .columns(['ownerId', 'feature'])
            .doUpdateSet((eb) => ({ used: eb('usageCounters.used', '+', 1) }))
            .where('usageCounters.used', '<', allowance),
        )
        .returning('used')
        .executeTakeFirst();
      return row?.used ?? null;
    },
  };
}

export type UsageCountersRepository = ReturnType<typeof createUsageCountersRepository>;
