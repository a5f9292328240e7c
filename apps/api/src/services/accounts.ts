import { randomUUID } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { IdentityResponse } from '@mizan/contracts/identity';
import type { PasswordRefusal } from '@mizan/contracts/errors';
import { HttpError } from '../http-error';
import type { ThrottlePolicy } from '../repositories/login-failures';
import type { Repositories } from '../repositories/repositories';
import type { UserRecord } from '../repositories/users';
import type { Access } from './access';
import { passwordRefusal } from './password-strength';
import { createHashingQueue, decoyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import type { HashingQueue } from './passwords';
import type { Passes } from './passes';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Sign-in throttles (OWASP: throttle, never lock out; ADR 019), each counted BEFORE any password is checked:
 * - per (account, client): 5 failures in a row are free, then 30 s, 1, 2, 4, 8 and at most 15 minutes between
 *   attempts. A stranger elsewhere is slowed down; the owner, from their own device, is not.
 * - per client, whatever the account (credential stuffing, sign-up floods): 20 failures or registrations.
 */
export const SIGN_IN_THROTTLE = {
  perAccountAndClient: { freeFailures: 5, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: DAY },
  perClient: { freeFailures: 20, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR },
} satisfies Record<string, ThrottlePolicy>;

/** A signed-in session lives 30 days after its last use; its expiry (and the cookie's) moves at most once a day. */
export const SESSION_LIFETIME = { lifetimeMs: 30 * DAY, refreshAfterMs: DAY } as const;

/** What a 503 (every place in the hashing queue taken) asks the client to wait. */
const BUSY_RETRY_AFTER_SEC = 2;

export interface CurrentIdentity {
  id: string;
  /** Set only while the identity's session is live (the identity hook checks it). */
  userId: string | null;
}

export type SignInOutcome =
  | { ok: true; user: Pick<UserRecord, 'id' | 'email'>; identityId: string }
  | { ok: false; reason: 'email_taken' | 'invalid_credentials' }
  | { ok: false; reason: 'weak_password'; refusal: PasswordRefusal }
  | { ok: false; reason: 'rate_limited' | 'busy'; retryAfterSec: number };

export interface Accounts {
  /** `client` is the request's address (request.ip): the throttles count per client. */
  register(email: string, password: string, current: CurrentIdentity, client: string): Promise<SignInOutcome>;
  login(email: string, password: string, current: CurrentIdentity, client: string): Promise<SignInOutcome>;
  /** Ends the current session, if signed in; a fresh anonymous identity for the browser. */
  logout(current: CurrentIdentity): Promise<string>;
  /** The signed-in user; 401 when the identity is anonymous. */
  me(current: CurrentIdentity): Promise<Pick<UserRecord, 'id' | 'email'>>;
  /** GET /api/identity (spec 3 "Identity"). */
  describe(identityId: string): Promise<IdentityResponse>;
}

/**
 * Whom a throttle counts: an IPv4 address, or an IPv6 address's /64 (one household or one server gets a whole
 * /64, so counting single IPv6 addresses would let anyone walk around the throttle).
 */
export function clientGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address) || !address.includes(':')) return address;
  const bare = address.split('%')[0] ?? address;
  const [head = '', tail] = bare.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Accounts and identities: the only writer of `users`, `identities`, `sessions` and `login_failures`. */
export function createAccounts(deps: {
  repos: Pick<Repositories, 'users' | 'identities' | 'sessions' | 'loginFailures' | 'transaction'>;
  passes: Pick<Passes, 'moveOwner'>;
  access: Pick<Access, 'moveOwner'>;
  now: () => Date;
  throttle?: typeof SIGN_IN_THROTTLE;
  hashing?: HashingQueue;
}): Accounts {
  const { repos, now } = deps;
  const throttle = deps.throttle ?? SIGN_IN_THROTTLE;
  const hashing = deps.hashing ?? createHashingQueue();
  const users = repos.users;
  const failures = repos.loginFailures;
  const keys = (email: string, client: string) => {
    const group = clientGroup(client);
    return { client: `client:${group}`, account: `account:${email}\n${group}` };
  };

  // Rows of keys nobody failed on for a day count nothing: cleared at most hourly, on a sign-in attempt.
  let purgedAt = 0;
  async function purgeNowAndThen(at: number): Promise<void> {
    if (at - purgedAt < HOUR) return;
    purgedAt = at;
    await failures.purge(at - throttle.perAccountAndClient.forgetAfterMs, at);
  }

  const busy = (): SignInOutcome => ({ ok: false, reason: 'busy', retryAfterSec: BUSY_RETRY_AFTER_SEC });
  const throttled = (retryAfterMs: number): SignInOutcome => ({
    ok: false,
    reason: 'rate_limited',
    retryAfterSec: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

  /**
   * A new identity and its session (so a new cookie: the old one, which may have been seen by someone else,
   * never becomes signed in) linked to the user. An anonymous visitor's passes and usage move to the account,
   * so a pass bought before signing up is kept; a session signed in before ends.
   */
  async function signIn(user: UserRecord, current: CurrentIdentity): Promise<SignInOutcome> {
    const identityId = randomUUID();
    const at = now();
    await repos.transaction(async (tx) => {
      await tx.identities.create(identityId, user.id, at);
      await tx.sessions.create({
        id: identityId,
        userId: user.id,
        createdAt: at.getTime(),
        expiresAt: at.getTime() + SESSION_LIFETIME.lifetimeMs,
      });
      await tx.sessions.deleteExpired(user.id, at.getTime());
      if (current.userId === null) {
        await deps.passes.moveOwner(current.id, user.id, tx);
        await deps.access.moveOwner(current.id, user.id, tx);
      } else {
        await tx.sessions.revoke(current.id);
      }
    });
    return { ok: true, user: { id: user.id, email: user.email }, identityId };
  }

  return {
    async register(email, password, current, client) {
      const key = keys(email, client);
      const at = now().getTime();
      // A registration counts against the client's budget for good: each one costs a hash and a row.
      const reserved = await failures.reserve(key.client, at, throttle.perClient);
      if (!reserved.ok) return throttled(reserved.retryAfterMs);
      const slot = hashing.enter();
      if (!slot) {
        await failures.refund(key.client, throttle.perClient);
        return busy();
      }
      let user: UserRecord;
      try {
        await slot.turn();
        // zxcvbn runs on this thread: inside a turn, so a flood of sign-ups cannot run it faster than hashes.
        const refusal = await passwordRefusal(password, email);
        if (refusal) return { ok: false, reason: 'weak_password', refusal };
        user = { id: randomUUID(), email, passwordHash: await hashPassword(password), createdAt: at };
      } finally {
        slot.release();
      }
      if (!(await users.create(user))) return { ok: false, reason: 'email_taken' };
      return signIn(user, current);
    },

    async login(email, password, current, client) {
      const key = keys(email, client);
      const at = now().getTime();
      await purgeNowAndThen(at);
      // Counted before anything is checked, and before a place in the hashing queue is taken: a throttled
      // client never holds one, even for the time of these queries.
      const byClient = await failures.reserve(key.client, at, throttle.perClient);
      if (!byClient.ok) return throttled(byClient.retryAfterMs);
      const byAccount = await failures.reserve(key.account, at, throttle.perAccountAndClient);
      if (!byAccount.ok) return throttled(byAccount.retryAfterMs);
      const slot = hashing.enter();
      if (!slot) {
        // Nothing was checked: the attempt is not the client's fault, and not counted.
        await failures.refund(key.account, throttle.perAccountAndClient);
        await failures.refund(key.client, throttle.perClient);
        return busy();
      }
      let user: UserRecord | undefined;
      try {
        await slot.turn();
        user = await users.findByEmail(email);
        // An unknown email costs a full hash too, so timing does not reveal who has an account.
        const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
        if (!user || !matches) return { ok: false, reason: 'invalid_credentials' };
        // A hash from before ADR 019 (scrypt) or at an older cost: hashed again now, while the password is known.
        if (needsRehash(user.passwordHash))
          await users.updatePasswordHash(user.id, await hashPassword(password));
      } finally {
        slot.release();
      }
      await failures.clear(key.account);
      await failures.refund(key.client, throttle.perClient);
      return signIn(user, current);
    },

    async logout(current) {
      if (current.userId !== null) await repos.sessions.revoke(current.id);
      const identityId = randomUUID();
      await repos.identities.create(identityId, null, now());
      return identityId;
    },

    async me(current) {
      const user = current.userId === null ? undefined : await users.findById(current.userId);
      if (!user) throw new HttpError(401, 'unauthorized', 'Not signed in.');
      return { id: user.id, email: user.email };
    },

    async describe(identityId) {
      const email = (await repos.identities.findWithUser(identityId))?.email ?? null;
      return { id: identityId, type: email === null ? 'anonymous' : 'user', email };
    },
  };
}
