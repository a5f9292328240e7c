import fp from 'fastify-plugin';
import { createProviders } from '../../providers/registry';
import type { ProviderInstances } from '../../providers/registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** One adapter per kind of `providers/registry.ts`, chosen from config at start; services receive them. */
    providers: ProviderInstances;
  }
}

export const providersPlugin = fp(
  async (app, options: { supplied: Partial<ProviderInstances> }) => {
    app.decorate(
      'providers',
      createProviders({ config: app.config, repos: app.repos, now: app.now }, options.supplied),
    );
  },
  { name: 'providers', dependencies: ['config', 'repositories'] },
);
