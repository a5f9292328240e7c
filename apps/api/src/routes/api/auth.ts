import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { credentials, logoutRequest, logoutResponse, meResponse } from '@mizan/contracts/auth';
import { HttpError } from '../../http-error';
import { setIdentityCookie } from '../../plugins/app/identity';
import type { SignInOutcome } from '../../services/accounts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A successful sign-in answers with a NEW identity cookie (rotation); the CSRF token must be fetched again. */
  function signedIn(request: FastifyRequest, reply: FastifyReply, outcome: SignInOutcome) {
    if (outcome.ok) {
      setIdentityCookie(request, reply, outcome.identityId);
      reply.header('cache-control', 'no-store');
      return outcome.user;
    }
    switch (outcome.reason) {
      case 'email_taken':
        throw new HttpError(409, 'conflict', 'An account with this email already exists. Sign in instead.');
      case 'invalid_credentials':
        throw new HttpError(401, 'unauthorized', 'Wrong email or password.');
      case 'rate_limited':
        reply.header('retry-after', String(outcome.retryAfterSec));
        throw new HttpError(
          429,
          'rate_limited',
          `Too many failed sign-ins. Try again in ${Math.ceil(outcome.retryAfterSec / 60)} minutes.`,
        );
    }
  }

  const identity = (request: FastifyRequest) => ({
    id: request.identity.id,
    userId: request.identity.userId,
  });

  app.post(
    '/auth/register',
    { schema: { body: credentials, response: { 200: meResponse } } },
    async (request, reply) =>
      signedIn(
        request,
        reply,
        await app.services.accounts.register(request.body.email, request.body.password, identity(request)),
      ),
  );

  app.post(
    '/auth/login',
    { schema: { body: credentials, response: { 200: meResponse } } },
    async (request, reply) =>
      signedIn(
        request,
        reply,
        await app.services.accounts.login(request.body.email, request.body.password, identity(request)),
      ),
  );

  app.post(
    '/auth/logout',
    { schema: { body: logoutRequest, response: { 200: logoutResponse } } },
    async (request, reply) => {
      setIdentityCookie(request, reply, await app.services.accounts.logout());
      return { message: 'Signed out.' };
    },
  );

  app.get('/auth/me', { schema: { response: { 200: meResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.services.accounts.me(request.identity.id);
  });
};
