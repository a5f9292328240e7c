import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PLANS } from '@mizan/data/plans';
import { passExpiresAt } from '@mizan/domain/pass/pass';
import type { Database } from '../db/schema';
import type { PaymentProvider, ProviderSession } from '../providers/payments/payment-provider';
import { createIdentitiesRepository } from '../repositories/identities';
import { createPassesRepository } from '../repositories/passes';
import type { PassRecord } from '../repositories/passes';

export type FulfilOutcome =
  /** The pass for this payment (created now or by an earlier caller; possibly deactivated since). */
  | { status: 'fulfilled'; pass: PassRecord; created: boolean }
  /** The session exists but the provider has not collected the money (yet). */
  | { status: 'unpaid' }
  /** No such session, not one of ours, or (when a requester is named) someone else's. */
  | { status: 'not_found' };

export interface Fulfilment {
  /**
   * Turns a paid checkout session into exactly one pass. Runs from the webhook and from the confirm call,
   * in any order and any number of times. `requesterOwnerId` is set for the confirm call: only the buyer
   * may confirm their session.
   */
  fulfil(sessionId: string, requesterOwnerId?: string): Promise<FulfilOutcome>;
  /** Whose pass a session buys: the account the buying identity has been linked to since, if any. */
  ownerOf(session: ProviderSession): Promise<string | null>;
}

export function createFulfilment(options: {
  db: Kysely<Database>;
  payments: PaymentProvider;
  now: () => Date;
}): Fulfilment {
  const { db, payments, now } = options;
  const identities = createIdentitiesRepository(db);

  async function ownerOf(session: ProviderSession): Promise<string | null> {
    if (!session.identityId) return null;
    const identity = await identities.findById(session.identityId);
    return identity?.userId ?? session.identityId;
  }

  return {
    ownerOf,

    async fulfil(sessionId, requesterOwnerId) {
      // The provider is asked every time: the caller (browser or webhook body) is never trusted for the
      // payment state, the plan, the amount or whose pass it is.
      const session = await payments.getSession(sessionId);
      if (!session?.plan) return { status: 'not_found' };
      const ownerId = await ownerOf(session);
      if (!ownerId || (requesterOwnerId !== undefined && ownerId !== requesterOwnerId))
        return { status: 'not_found' };
      if (!session.paid || !session.paidAt) return { status: 'unpaid' };

      const plan = PLANS[session.plan];
      const paidAt = session.paidAt.getTime();
      const candidate: PassRecord = {
        id: randomUUID(),
        ownerId,
        plan: plan.key,
        days: plan.days,
        provider: payments.name,
        providerSessionId: session.id,
        paidAt,
        expiresAt: passExpiresAt(paidAt, plan.days),
        deactivatedAt: null,
        createdAt: now().getTime(),
      };
      const { pass, created } = await db
        .transaction()
        .execute((trx) => createPassesRepository(trx).insertOnce(candidate));
      return { status: 'fulfilled', pass, created };
    },
  };
}
