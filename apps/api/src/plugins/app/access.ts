import fp from 'fastify-plugin';
import { decideAccess, FREE_USES } from '@mizan/domain/pass/features';
import type { AccessDecision, Feature } from '@mizan/domain/pass/features';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The paywall, enforced on the server per identity (spec 4 "Paywall", 6): feature routes call
     * `app.access.consume(request.identity.ownerId, feature)` and refuse when `allowed` is false.
     */
    access: { consume(ownerId: string, feature: Feature): Promise<AccessDecision> };
  }
}

export const accessPlugin = fp(
  async (app) => {
    app.decorate('access', {
      async consume(ownerId: string, feature: Feature): Promise<AccessDecision> {
        const pass = await app.repos.passes.findActive(ownerId, app.now());
        if (pass) return decideAccess(feature, true, 0);
        const allowance = FREE_USES[feature];
        const usedNow = await app.repos.usageCounters.increment(ownerId, feature, allowance);
        // The decision is the domain's, taken on the count before this use.
        return decideAccess(feature, false, usedNow === null ? allowance : usedNow - 1);
      },
    });
  },
  { name: 'access', dependencies: ['config', 'repositories'] },
);
