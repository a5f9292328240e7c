import { decideAccess, FREE_USES } from '@mizan/domain/pass/features';
import type { AccessDecision, Feature } from '@mizan/domain/pass/features';
import { HttpError } from '../http-error';
import type { Repositories } from '../repositories/repositories';

/** Shown with the 402 when a non-holder's free uses of a feature are spent. */
const PAYMENT_REQUIRED: Record<Feature, string> = {
  translate: 'Your free translations are used. A Smart Pass gives unlimited translations.',
  'taxi-estimate': 'Your free estimate is used. A Smart Pass gives unlimited estimates.',
  'taxi-meter': 'The free taximeter time is used. A Smart Pass gives unlimited use of the meter.',
};

/** Why a use was allowed: a pass (never counted) or a free use (counted on success). */
export type Grant = 'pass' | 'free';

/**
 * The paywall of every paid feature (spec 4 "Paywall", 6), enforced per owner on the server. A feature route
 * calls `check` before any costly work (402 at once when exhausted) and `spend` after its work succeeded, so a
 * typo or a provider failure never burns a free use.
 */
export interface Access {
  /** No spend: throws 402 `payment_required` when a non-holder has no free use left. */
  check(ownerId: string, feature: Feature): Promise<Grant>;
  /** Counts one free use atomically (a pass holder is never counted); throws 402 if a concurrent request took the last one. */
  spend(ownerId: string, feature: Feature, grant: Grant): Promise<void>;
  /** The client-side paywall's question (POST /api/access): counts a free use now and says what was decided. */
  consume(ownerId: string, feature: Feature): Promise<AccessDecision>;
  /** A visitor who signs in brings their usage to the account. */
  moveOwner(fromOwnerId: string, toOwnerId: string, tx: Repositories): Promise<void>;
}

export function createAccess(deps: {
  repos: Pick<Repositories, 'passes' | 'usageCounters'>;
  now: () => Date;
}): Access {
  const { repos, now } = deps;
  const hasPass = async (ownerId: string) => (await repos.passes.findActive(ownerId, now())) !== undefined;

  async function consume(ownerId: string, feature: Feature): Promise<AccessDecision> {
    if (await hasPass(ownerId)) return decideAccess(feature, true, 0);
    const allowance = FREE_USES[feature];
    const usedNow = await repos.usageCounters.increment(ownerId, feature, allowance);
    // The decision is the domain's, taken on the count before this use.
    return decideAccess(feature, false, usedNow === null ? allowance : usedNow - 1);
  }

  return {
    consume,

    async check(ownerId, feature) {
      if (await hasPass(ownerId)) return 'pass';
      const used = await repos.usageCounters.used(ownerId, feature);
      if (!decideAccess(feature, false, used).allowed)
        throw new HttpError(402, 'payment_required', PAYMENT_REQUIRED[feature]);
      return 'free';
    },

    async spend(ownerId, feature, grant) {
      if (grant === 'pass') return;
      const decision = await consume(ownerId, feature);
      if (!decision.allowed) throw new HttpError(402, 'payment_required', PAYMENT_REQUIRED[feature]);
    },

    async moveOwner(fromOwnerId, toOwnerId, tx) {
      await tx.usageCounters.moveOwner(fromOwnerId, toOwnerId);
    },
  };
}
