import fp from 'fastify-plugin';
import type { Access } from '../../services/access';
import { createServices } from '../../services/services';
import type { Services } from '../../services/services';

declare module 'fastify' {
  interface FastifyInstance {
    /** What routes call: `app.services.<name>.<verb>(...)`. */
    services: Services;
    /** The paywall of every paid feature: `check` before the work, `spend` after it succeeded. */
    access: Access;
  }
}

export const servicesPlugin = fp(
  async (app) => {
    const { access, services } = createServices({
      config: app.config,
      repos: app.repos,
      providers: app.providers,
      cache: app.cache,
      now: app.now,
      log: app.log,
    });
    app.decorate('access', access);
    app.decorate('services', services);
  },
  { name: 'services', dependencies: ['config', 'repositories', 'cache', 'providers'] },
);
