import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createLoginFailuresRepository } from '../repositories/login-failures';
import { createPassesRepository } from '../repositories/passes';
import { createUsageCountersRepository } from '../repositories/usage-counters';
import { createUsersRepository } from '../repositories/users';
import type { UserRecord } from '../repositories/users';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

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
}

export function createAccounts(options: {
  db: Kysely<Database>;
  now: () => Date;
  limits?: typeof LOGIN_LIMITS;
}): Accounts {
  const { db, now } = options;
  const limits = options.limits ?? LOGIN_LIMITS;
  const users = createUsersRepository(db);
  const failures = createLoginFailuresRepository(db);

  /**
   * A new identity (so a new cookie: the old one, which may have been seen by someone else, never becomes
   * signed in) linked to the user. An anonymous visitor's passes and usage move to the account, so a pass
   * bought before signing up is kept.
   */
  async function signIn(user: UserRecord, current: CurrentIdentity): Promise<SignInOutcome> {
    const identityId = randomUUID();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('identities')
        .values({ id: identityId, userId: user.id, createdAt: now().getTime() })
        .execute();
      if (current.userId === null) {
        await createPassesRepository(trx).moveOwner(current.id, user.id);
        await createUsageCountersRepository(trx).moveOwner(current.id, user.id);
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
      await db
        .insertInto('identities')
        .values({ id: identityId, userId: null, createdAt: now().getTime() })
        .execute();
      return identityId;
    },
  };
}
