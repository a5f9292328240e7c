import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_FIELD, CSRF_HEADER } from '@mizan/contracts/csrf';
import { isApiRoute } from '../../api-route';
import { createBoundedMemo } from '../../cache/bounded-memo';
import { HttpError } from '../../http-error';

declare module 'fastify' {
  interface FastifyInstance {
    csrf: { tokenFor(identityId: string): string };
  }
  interface FastifyContextConfig {
    /** false: no CSRF check for this state-changing route (provider webhooks, which sign their own bodies). */
    csrf?: boolean;
  }
}

/** Identities whose token is kept, so a visitor's every POST is not an HMAC (~10 µs of CPU) again. */
export const CSRF_TOKEN_MEMO_ENTRIES = 10_000;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_REFUSED = 'Your session token is missing or invalid. Reload the page and try again.';

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function isProtected(request: FastifyRequest): boolean {
  return (
    STATE_CHANGING.has(request.method) && isApiRoute(request) && request.routeOptions.config.csrf !== false
  );
}

/**
 * Spec 7: a state-changing /api call carries a token bound to the visitor's identity (HMAC of its id) in
 * the x-csrf header AND the csrf body field, as application/json (or multipart/form-data, on a route that
 * declares `config.multipartOptions`: its text fields are plain strings by then, see plugins/external/multipart). The header and content type are checked
 * before the body is even read, the body field before validation; a refusal never reaches the handler.
 */
export const csrfPlugin = fp(
  async (app, options: { secret: string }) => {
    // The token is a pure function of the identity id and the secret, which is fixed for the process.
    const tokens = createBoundedMemo<string>(CSRF_TOKEN_MEMO_ENTRIES);
    const tokenFor = (identityId: string) =>
      tokens.get(identityId, () =>
        createHmac('sha256', options.secret).update(`csrf:${identityId}`).digest('base64url'),
      );
    app.decorate('csrf', { tokenFor });

    app.addHook('onRequest', async (request) => {
      if (!isProtected(request)) return;
      const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      const acceptsUpload = request.routeOptions.config.multipartOptions !== undefined;
      if (mediaType !== 'application/json' && !(acceptsUpload && mediaType === 'multipart/form-data')) {
        throw new HttpError(
          415,
          'unsupported_media_type',
          acceptsUpload
            ? 'Send the request body as multipart/form-data.'
            : 'Send the request body as application/json.',
        );
      }
      const header = request.headers[CSRF_HEADER];
      if (typeof header !== 'string' || !sameToken(header, tokenFor(request.identity.id))) {
        throw new HttpError(403, 'csrf_invalid', CSRF_REFUSED);
      }
    });

    app.addHook('preValidation', async (request) => {
      if (!isProtected(request)) return;
      const body = request.body;
      const field =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[CSRF_FIELD] : undefined;
      const header = request.headers[CSRF_HEADER];
      if (typeof field !== 'string' || typeof header !== 'string' || !sameToken(field, header)) {
        throw new HttpError(403, 'csrf_invalid', CSRF_REFUSED);
      }
    });
  },
  { name: 'csrf', dependencies: ['identity'] },
);
