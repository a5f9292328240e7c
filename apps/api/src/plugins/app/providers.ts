import fp from 'fastify-plugin';
import type { ProviderInstances, ProviderKind } from '../../providers/registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** One instance per provider kind, chosen from config at start (providers/provider-factories.ts) or injected by tests. */
    providers: ProviderInstances;
    /** For the start-up log line: which adapter serves each kind. */
    providerNames: Record<ProviderKind, string>;
  }
}

export const providersPlugin = fp(
  async (app, options: { instances: ProviderInstances }) => {
    const { instances } = options;
    app.decorate('providers', instances);
    app.decorate('providerNames', { places: instances.places.name, routing: instances.routing.name });
  },
  { name: 'providers', dependencies: ['config'] },
);
