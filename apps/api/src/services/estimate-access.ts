import type { FastifyInstance } from 'fastify';
import { decideAccess } from '@mizan/domain/pass/features';
import { HttpError } from '../http-error';

const FEATURE = 'taxi-estimate';
const PAYMENT_REQUIRED = 'Your free estimate is used. A Smart Pass gives unlimited estimates.';

export type EstimateAccess = 'pass' | 'free';

/**
 * The estimate's paywall without spending a use: looked at before any provider work, so an exhausted visitor
 * gets 402 at once. A free use is counted by `spendEstimateUse` only once an estimate succeeded, so a typo in
 * an address never burns the free estimate.
 */
export async function checkEstimateAccess(app: FastifyInstance, ownerId: string): Promise<EstimateAccess> {
  const pass = await app.repos.passes.findActive(ownerId, app.now());
  if (pass) return 'pass';
  const used = await app.repos.usageCounters.used(ownerId, FEATURE);
  if (!decideAccess(FEATURE, false, used).allowed) throw new HttpError(402, 'payment_required', PAYMENT_REQUIRED);
  return 'free';
}

/**
 * After a successful estimate: a pass holder is never counted; a free use is counted atomically by the
 * platform's access service, which refuses if a concurrent request took it first.
 */
export async function spendEstimateUse(app: FastifyInstance, ownerId: string, access: EstimateAccess): Promise<void> {
  if (access === 'pass') return;
  const decision = await app.access.consume(ownerId, FEATURE);
  if (!decision.allowed) throw new HttpError(402, 'payment_required', PAYMENT_REQUIRED);
}
