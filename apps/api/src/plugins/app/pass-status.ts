import fp from 'fastify-plugin';
import type { PassStatusResponse } from '@mizan/contracts/pass-status';

declare module 'fastify' {
  interface FastifyInstance {
    passStatus: { get(ownerId: string): Promise<PassStatusResponse> };
  }
}

export const passStatusPlugin = fp(
  async (app) => {
    app.decorate('passStatus', {
      async get(ownerId: string): Promise<PassStatusResponse> {
        const pass = await app.repos.passes.findActive(ownerId, app.now());
        return pass ? { active: true, passExpiresAt: new Date(pass.expiresAt).toISOString() } : { active: false, passExpiresAt: null };
      },
    });
  },
  { name: 'pass-status', dependencies: ['config', 'repositories'] },
);
