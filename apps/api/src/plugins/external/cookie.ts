import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

export const cookiePlugin = fp(
  async (app, options: { secret: string }) => {
    await app.register(cookie, { secret: options.secret });
  },
  { name: 'cookie' },
);
