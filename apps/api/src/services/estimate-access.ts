import type { FastifyInstance } from 'fastify';
import { decideAccess } from '@mizan/domain/features';
import { HttpError } from '../http-error';

const FEATURE = 'taxi-estimate';
const PAYMENT_REQUIRED = 'Your free estimate is used. A Smart Pass gives unlimited estimates.';

/**
 * The estimate's paywall without spending a use: looked at before any provider work, so an exhausted visitor
 * gets 402 at once. The use itself is counted by `spendEstimateUse` only once an estimate succeeded, so a
 * typo in an address never burns the free estimate.
 */
export async function assertEstimateAllowed(app: FastifyInstance, ownerId: string): Promise<void> {
  const pass = await app.repos.passes.findActive(ownerId, app.now());
  if (pass) return;
  const used = await app.repos.usageCounters.used(ownerId, FEATURE);
  if (!decideAccess(FEATURE, false, used).allowed) throw new HttpError(402, 'payment_required', PAYMENT_REQUIRED);
}

/** Counts the use atomically (the platform's access service); a concurrent request may have taken it first. */
export async function spendEstimateUse(app: FastifyInstance, ownerId: string): Promise<void> {
  const decision = await app.access.consume(ownerId, FEATURE);
  if (!decision.allowed) throw new HttpError(402, 'payment_required', PAYMENT_REQUIRED);
}
