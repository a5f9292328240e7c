import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRoute } from '../../api-route';
import { createBoundedMemo } from '../../cache/bounded-memo';
import { SESSION_LIFETIME } from '../../services/accounts';

export const IDENTITY_COOKIE = 'mizan_id';
// Browsers cap cookie lifetimes at 400 days.
const IDENTITY_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export interface RequestIdentity {
  /** The anonymous identity carried by the cookie. */
  id: string;
  userId: string | null;
  /** Whose passes and usage counters apply: the user once signed in, else the identity itself. */
  ownerId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every /api route, unless the route opts out with `config: { identity: false }`. */
    identity: RequestIdentity;
  }
  interface FastifyInstance {
    /**
     * Whose passes apply to a request outside /api (a page, ADR 021), read from its identity cookie without
     * creating an identity or moving a session: null when the cookie is absent, forged, unknown or its session
     * has ended (the API would then give it a fresh identity, with no pass).
     */
    findOwner(request: FastifyRequest): Promise<string | null>;
  }
  interface FastifyContextConfig {
    /** false: no identity cookie for this route (provider webhooks, probes). */
    identity?: boolean;
  }
}

/** A signed-in identity's cookie lives as long as its session (sliding: sent again when the session moves). */
const SESSION_MAX_AGE_SECONDS = SESSION_LIFETIME.lifetimeMs / 1000;

/** Sets the signed identity cookie; `Secure` when the request came over HTTPS (directly or via a trusted proxy). */
export function setIdentityCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  identityId: string,
  maxAge = IDENTITY_MAX_AGE_SECONDS,
): void {
  reply.setCookie(IDENTITY_COOKIE, identityId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    signed: true,
    maxAge,
  });
}

/** The cookie of a signed-in identity: the same cookie, with its session's lifetime. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, identityId: string): void {
  setIdentityCookie(request, reply, identityId, SESSION_MAX_AGE_SECONDS);
}

/** Signed cookies whose check is kept, so a returning visitor's every request is not an HMAC (~10 µs) again. */
export const SIGNED_COOKIE_MEMO_ENTRIES = 10_000;

export const identityPlugin = fp(
  async (app) => {
    // Whether a signed value is genuine depends only on the value and the cookie secret, fixed for the process;
    // a forged value is remembered as null, so a flood of forgeries only evicts entries, never passes one.
    const checked = createBoundedMemo<string | null>(SIGNED_COOKIE_MEMO_ENTRIES);
    const readIdentityCookie = (request: FastifyRequest): string | null => {
      const raw = request.cookies[IDENTITY_COOKIE];
      if (!raw) return null;
      return checked.get(raw, () => {
        const { valid, value } = request.unsignCookie(raw);
        return valid ? value : null;
      });
    };
    app.decorate('findOwner', async (request: FastifyRequest) => {
      const fromCookie = readIdentityCookie(request);
      const known = fromCookie === null ? undefined : await app.repos.identities.findById(fromCookie);
      if (!known) return null;
      if (!known.userId) return known.id;
      return (await app.repos.sessions.findLive(known.id, app.now().getTime())) ? known.userId : null;
    });
    app.decorateRequest('identity', null as unknown as RequestIdentity);
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiRoute(request) || request.routeOptions.config.identity === false) return;
      const fromCookie = readIdentityCookie(request);
      let known = fromCookie === null ? undefined : await app.repos.identities.findById(fromCookie);
      // A signed-in identity counts only while its session lives (ADR 019): after logout, a password change or
      // expiry its cookie gets a fresh anonymous identity, as if it had none. Anonymous visitors skip this.
      let ended = false;
      if (known?.userId) {
        const at = app.now().getTime();
        const session = await app.repos.sessions.findLive(known.id, at);
        if (!session) {
          known = undefined;
          ended = true;
        } else if (session.expiresAt - at < SESSION_LIFETIME.lifetimeMs - SESSION_LIFETIME.refreshAfterMs) {
          await app.repos.sessions.extend(known.id, at + SESSION_LIFETIME.lifetimeMs);
          setSessionCookie(request, reply, known.id);
        }
      }
      const fresh = fromCookie === null || ended;
      const record = known ?? (await app.repos.identities.ensure(fresh ? randomUUID() : fromCookie, app.now()));
      if (fresh) setIdentityCookie(request, reply, record.id);
      request.identity = { id: record.id, userId: record.userId, ownerId: record.userId ?? record.id };
    });
  },
  { name: 'identity', dependencies: ['config', 'repositories', 'cookie'] },
);
