import { randomUUID } from 'node:crypto';
import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import { PLANS } from '@mizan/data/plans';
import { passExpiresAt } from '@mizan/domain/pass/pass';
import { HttpError } from '../http-error';
import type { PaymentProvider, ProviderSession } from '../providers/payments/payment-provider';
import type { PassRecord } from '../repositories/passes';
import type { Repositories } from '../repositories/repositories';

export type FulfilOutcome =
  /** The pass for this payment (created now or by an earlier caller; possibly deactivated since). */
  | { status: 'fulfilled'; pass: PassRecord; created: boolean }
  /** The session exists but the provider has not collected the money (yet). */
  | { status: 'unpaid' }
  /** No such session, not one of ours, or (when a requester is named) someone else's. */
  | { status: 'not_found' };

/** The Smart Pass: its status, its creation from a paid checkout, its deactivation. The only writer of `passes`. */
export interface Passes {
  status(ownerId: string): Promise<PassStatusResponse>;
  /** Ends the owner's active pass; 404 when there is none. */
  deactivate(ownerId: string): Promise<void>;
  /**
   * Turns a paid checkout session into exactly one pass. Runs from the webhook and from the confirm call,
   * in any order and any number of times. `requesterOwnerId` is set for the confirm call: only the buyer
   * may confirm their session.
   */
  fulfil(sessionId: string, requesterOwnerId?: string): Promise<FulfilOutcome>;
  /** Whose pass a session buys: the account the buying identity has been linked to since, if any. */
  ownerOf(session: ProviderSession): Promise<string | null>;
  /** A visitor who signs in brings their passes to the account. */
  moveOwner(fromOwnerId: string, toOwnerId: string, tx: Repositories): Promise<void>;
}

export function createPasses(deps: {
  repos: Pick<Repositories, 'passes' | 'identities' | 'transaction'>;
  payments: PaymentProvider;
  now: () => Date;
}): Passes {
  const { repos, payments, now } = deps;

  async function ownerOf(session: ProviderSession): Promise<string | null> {
    if (!session.identityId) return null;
    const identity = await repos.identities.findById(session.identityId);
    return identity?.userId ?? session.identityId;
  }

  return {
    ownerOf,

    async status(ownerId) {
      const pass = await repos.passes.findActive(ownerId, now());
      return pass ? { active: true, passExpiresAt: new Date(pass.expiresAt).toISOString() } : { active: false, passExpiresAt: null };
    },

    async deactivate(ownerId) {
      const ended = await repos.passes.deactivateActive(ownerId, now());
      if (ended === 0) throw new HttpError(404, 'not_found', 'You have no active pass to deactivate.');
    },

    async fulfil(sessionId, requesterOwnerId) {
      // The provider is asked every time: the caller (browser or webhook body) is never trusted for the
      // payment state, the plan, the amount or whose pass it is.
      const session = await payments.getSession(sessionId);
      if (!session?.plan) return { status: 'not_found' };
      const ownerId = await ownerOf(session);
      if (!ownerId || (requesterOwnerId !== undefined && ownerId !== requesterOwnerId)) return { status: 'not_found' };
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
      const { pass, created } = await repos.transaction((tx) => tx.passes.insertOnce(candidate));
      return { status: 'fulfilled', pass, created };
    },

    async moveOwner(fromOwnerId, toOwnerId, tx) {
      await tx.passes.moveOwner(fromOwnerId, toOwnerId);
    },
  };
}
