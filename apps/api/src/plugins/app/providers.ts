import fp from 'fastify-plugin';
import { ProviderError } from '../../providers/provider-error';
import type { ProviderInstances, ProviderKind } from '../../providers/registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** One instance per provider kind, chosen from config at start (or injected by tests). */
    providers: ProviderInstances;
    /** For the start-up log line: which adapter serves each kind ('none' when nothing is configured). */
    providerNames: Record<ProviderKind, string>;
  }
}

function missing(kind: ProviderKind): never {
  throw new ProviderError(kind, 'unavailable', `No ${kind} provider is configured on this server`);
}

export const providersPlugin = fp(
  async (app, options: { instances: Partial<ProviderInstances> }) => {
    const { places, routing } = options.instances;
    app.decorate('providers', {
      get places() {
        return places ?? missing('places');
      },
      get routing() {
        return routing ?? missing('routing');
      },
    });
    app.decorate('providerNames', { places: places?.name ?? 'none', routing: routing?.name ?? 'none' });
  },
  { name: 'providers', dependencies: ['config'] },
);
