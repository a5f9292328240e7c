import fp from 'fastify-plugin';
import { createRepositories } from '../../repositories/repositories';
import type { Repositories } from '../../repositories/repositories';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every table's repository; services receive the ones they own. */
    repos: Repositories;
  }
}

export const repositoriesPlugin = fp(
  async (app) => {
    app.decorate('repos', createRepositories(app.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);
