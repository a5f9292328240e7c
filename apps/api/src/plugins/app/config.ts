import fp from 'fastify-plugin';
import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The clock every route and service reads (tests inject a fixed one). */
    now: () => Date;
  }
}

export const configPlugin = fp(
  async (app, options: { config: Config; now: () => Date }) => {
    app.decorate('config', options.config);
    app.decorate('now', options.now);
  },
  { name: 'config' },
);
