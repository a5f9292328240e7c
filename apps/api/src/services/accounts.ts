import { randomUUID } from 'node:crypto';
import type { IdentityResponse } from '@mizan/contracts/identity';
import { HttpError } from '../http-error';
import type { Repositories } from '../repositories/repositories';
import type { UserRecord } from '../repositories/users';
import type { Access } from './access';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import type { Passes } from './passes';

/** Failed sign-ins allowed per email in a window before further attempts are refused (OWASP: throttle). */
export const LOGIN_LIMITS = { maxFailures: 5, windowMs: 15 * 60_000 };

export interface CurrentIdentity {
  id: string;
  userId: string | null;
}

export type SignInOutcome =
  | { ok: true; user: Pick<UserRecord, 'id' | 'email'>; identityId: string }
  | { ok: false; reason: 'email_taken' | 'invalid_credentials' }
  | { ok: false; reason: 'rate_limited'; retryAfterSec: number };

export interface Accounts {
  register(email: string, password: string, current: CurrentIdentity): Promise<SignInOutcome>;
  login(email: string, password: string, current: CurrentIdentity): Promise<SignInOutcome>;
  /** A fresh anonymous identity for the browser; the account keeps its passes. */
  logout(): Promise<string>;
  /** The signed-in user of an identity; 401 when it is anonymous. */
  me(identityId: string): Promise<Pick<UserRecord, 'id' | 'email'>>;
  /** GET /api/identity (spec 3 "Identity"). */
  describe(identityId: string): Promise<IdentityResponse>;
}

/** Accounts and identities: the only writer of `users`, `identities` and `login_failures`. */
export function createAccounts(deps: {
  repos: Pick<Repositories, 'users' | 'identities' | 'loginFailures' | 'transaction'>;
  passes: Pick<Passes, 'moveOwner'>;
  access: Pick<Access, 'moveOwner'>;
  now: () => Date;
  limits?: typeof LOGIN_LIMITS;
}): Accounts {
  const { repos, now } = deps;
  const limits = deps.limits ?? LOGIN_LIMITS;
  const users = repos.users;
  const failures = repos.loginFailures;

  /**
   * A new identity (so a new cookie: the old one, which may have been seen by someone else, never becomes
   * signed in) linked to the user. An anonymous visitor's passes and usage move to the account, so a pass
   * bought before signing up is kept.
   */
  async function signIn(user: UserRecord, current: CurrentIdentity): Promise<SignInOutcome> {
    const identityId = randomUUID();
    await repos.transaction(async (tx) => {
      await tx.identities.create(identityId, user.id, now());
      if (current.userId === null) {
        await deps.passes.moveOwner(current.id, user.id, tx);
        await deps.access.moveOwner(current.id, user.id, tx);
      }
    });
    return { ok: true, user: { id: user.id, email: user.email }, identityId };
  }

  return {
    async register(email, password, current) {
      const user: UserRecord = {
        id: randomUUID(),
        email,
        passwordHash: await hashPassword(password),
        createdAt: now().getTime(),
      };
      if (!(await users.create(user))) return { ok: false, reason: 'email_taken' };
      return signIn(user, current);
    },

    async login(email, password, current) {
      const at = now().getTime();
      const recent = await failures.recent(email, at, limits.windowMs);
      if (recent.failures >= limits.maxFailures) {
        return {
          ok: false,
          reason: 'rate_limited',
          retryAfterSec: Math.ceil((recent.windowStartedAt + limits.windowMs - at) / 1000),
        };
      }
      const user = await users.findByEmail(email);
      // An unknown email costs a full hash too, so timing does not reveal who has an account.
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !matches) {
        await failures.record(email, at, limits.windowMs);
        return { ok: false, reason: 'invalid_credentials' };
      }
      await failures.clear(email);
      return signIn(user, current);
    },

    async logout() {
      const identityId = randomUUID();
      await repos.identities.create(identityId, null, now());
      return identityId;
    },

    async me(identityId) {
      const found = await repos.identities.findWithUser(identityId);
      if (!found?.userId || !found.email) throw new HttpError(401, 'unauthorized', 'Not signed in.');
      return { id: found.userId, email: found.email };
    },

    async describe(identityId) {
      const email = (await repos.identities.findWithUser(identityId))?.email ?? null;
      return { id: identityId, type: email === null ? 'anonymous' : 'user', email };
    },
  };
}
