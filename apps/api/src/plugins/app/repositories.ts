import fp from 'fastify-plugin';
import { createIdentitiesRepository } from '../../repositories/identities';
import type { IdentitiesRepository } from '../../repositories/identities';
import { createPassesRepository } from '../../repositories/passes';
import type { PassesRepository } from '../../repositories/passes';
import { createUsageCountersRepository } from '../../repositories/usage-counters';
import type { UsageCountersRepository } from '../../repositories/usage-counters';

export interface Repositories {
  identities: IdentitiesRepository;
  passes: PassesRepository;
  usageCounters: UsageCountersRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export const repositoriesPlugin = fp(
  async (app) => {
    app.decorate('repos', {
      identities: createIdentitiesRepository(app.db),
      passes: createPassesRepository(app.db),
      usageCounters: createUsageCountersRepository(app.db),
    });
  },
  { name: 'repositories', dependencies: ['db'] },
);
