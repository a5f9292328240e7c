import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { credentials, logoutRequest, logoutResponse, meResponse } from '@mizan/contracts/auth';
import type { PasswordRefusal } from '@mizan/contracts/errors';
import { HttpError } from '../../http-error';
import { setIdentityCookie, setSessionCookie } from '../../plugins/app/identity';
import type { SignInOutcome } from '../../services/accounts';

const REFUSED_PASSWORD: Record<PasswordRefusal, string> = {
  password_too_common:
    'This password is too common or too easy to guess. Try a few words that have nothing to do with each other.',
  password_contains_email: 'Your password must not be your email address.',
  password_blank: 'A password cannot be only spaces.',
  password_control_characters: 'Your password contains invisible (control) characters.',
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A successful sign-in answers with a NEW identity cookie (rotation); the CSRF token must be fetched again. */
  function signedIn(request: FastifyRequest, reply: FastifyReply, outcome: SignInOutcome) {
    if (outcome.ok) {
      setSessionCookie(request, reply, outcome.identityId);
      reply.header('cache-control', 'no-store');
      return outcome.user;
    }
    switch (outcome.reason) {
      case 'email_taken':
        throw new HttpError(409, 'conflict', 'An account with this email already exists. Sign in instead.');
      case 'invalid_credentials':
        throw new HttpError(401, 'unauthorized', 'Wrong email or password.');
      case 'weak_password':
        throw new HttpError(400, outcome.refusal, REFUSED_PASSWORD[outcome.refusal]);
      case 'rate_limited':
        reply.header('retry-after', String(outcome.retryAfterSec));
        throw new HttpError(
          429,
          'rate_limited',
          `Too many failed sign-ins. Try again in ${outcome.retryAfterSec < 60 ? `${outcome.retryAfterSec} seconds` : `${Math.ceil(outcome.retryAfterSec / 60)} minutes`}.`,
        );
      case 'busy':
        reply.header('retry-after', String(outcome.retryAfterSec));
        throw new HttpError(
          503,
          'busy',
          'Many people are signing in right now. Please try again in a few seconds.',
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
        await app.services.accounts.register(
          request.body.email,
          request.body.password,
          identity(request),
          request.ip,
        ),
      ),
  );

  app.post(
    '/auth/login',
    { schema: { body: credentials, response: { 200: meResponse } } },
    async (request, reply) =>
      signedIn(
        request,
        reply,
        await app.services.accounts.login(
          request.body.email,
          request.body.password,
          identity(request),
          request.ip,
        ),
      ),
  );

  app.post(
    '/auth/logout',
    { schema: { body: logoutRequest, response: { 200: logoutResponse } } },
    async (request, reply) => {
      setIdentityCookie(request, reply, await app.services.accounts.logout(identity(request)));
      return { message: 'Signed out.' };
    },
  );

  app.get('/auth/me', { schema: { response: { 200: meResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.services.accounts.me(identity(request));
  });
};
