import type { Kysely } from 'kysely';
import type { Feature } from '@mizan/domain/pass/features';
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

    /**
     * Signing in: the anonymous visitor's counts become the account's. Where both have counted a feature
     * the larger count wins, so signing in can neither reset free uses nor spend them twice.
     */
    async moveOwner(fromOwnerId: string, toOwnerId: string): Promise<void> {
      const rows = await db.selectFrom('usageCounters').select(['feature', 'used']).where('ownerId', '=', fromOwnerId).execute();
      for (const row of rows) {
        await db
          .insertInto('usageCounters')
          .values({ ownerId: toOwnerId, feature: row.feature, used: row.used })
          .onConflict((oc) =>
            oc.columns(['ownerId', 'feature']).doUpdateSet((eb) => ({
              used: eb.case().when('usageCounters.used', '<', row.used).then(row.used).else(eb.ref('usageCounters.used')).end(),
            })),
          )
          .execute();
      }
      await db.deleteFrom('usageCounters').where('ownerId', '=', fromOwnerId).execute();
    },
  };
}

export type UsageCountersRepository = ReturnType<typeof createUsageCountersRepository>;
