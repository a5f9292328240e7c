import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';

// The package's `Algorithm` is a const enum, which isolated modules cannot read: its Argon2id member's value.
const ARGON2ID = 2 satisfies Algorithm.Argon2id;

/**
 * OWASP Password Storage Cheat Sheet, argon2id: 19 MiB, 2 iterations, 1 lane (ADR 019). About 7 times less
 * memory than scrypt at OWASP's cost and a tenth of its time, for the same protection.
 */
export const OWASP_ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** OWASP's scrypt cost (N=2^17, r=8, p=1: 128 MiB): what hashes written before ADR 019 use. Verify only. */
export const OWASP_SCRYPT = { log2N: 17, r: 8, p: 1 } as const;

const SCRYPT_KEY_LENGTH = 32;
const SALT_BYTES = 16;
// What the hashes of this code hold: a PHC string with exactly these parameters. Anything else (scrypt, an
// older argon2 cost) still verifies and is hashed again at this cost after a successful sign-in.
const CURRENT_PREFIX = `$argon2id$v=19$m=${OWASP_ARGON2ID.memoryCost},t=${OWASP_ARGON2ID.timeCost},p=${OWASP_ARGON2ID.parallelism}$`;
// Bounds on what a stored argon2 hash may ask for, so a corrupted row cannot make one verify take gigabytes.
const ARGON2_LIMITS = { memoryCost: 262_144, timeCost: 10, parallelism: 4 };

/** Every hash and verify runs on libuv's thread pool (4 threads), which also serves the file system. */
export async function hashPassword(password: string): Promise<string> {
  return argon2Hash(password.normalize('NFKC'), { algorithm: ARGON2ID, ...OWASP_ARGON2ID });
}

export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) return verifyArgon2(password, stored);
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

async function verifyArgon2(password: string, stored: string): Promise<boolean> {
  const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!params) return false;
  const [m, t, p] = params.slice(1).map(Number) as [number, number, number];
  if (m > ARGON2_LIMITS.memoryCost || t > ARGON2_LIMITS.timeCost || p > ARGON2_LIMITS.parallelism)
    return false;
  try {
    return await argon2Verify(stored, password.normalize('NFKC'));
  } catch {
    return false; // a malformed hash
  }
}

function deriveScrypt(
  password: string,
  salt: Buffer,
  params: { log2N: number; r: number; p: number },
): Promise<Buffer> {
  const N = 2 ** params.log2N;
  // Node refuses more than 32 MiB by default; scrypt needs 128 * N * r bytes, so allow twice that.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, SCRYPT_KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64url), as written before ADR 019. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, log2N, r, p, salt, key] = stored.split('$');
  if (!log2N || !r || !p || !salt || !key) return false;
  const params = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (![params.log2N, params.r, params.p].every((n) => Number.isInteger(n) && n > 0) || params.log2N > 20)
    return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await deriveScrypt(password, Buffer.from(salt, 'base64url'), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A scrypt hash as stored before ADR 019 (tests of the migration path, and the tests). */
export async function legacyScryptHash(
  password: string,
  params: { log2N: number; r: number; p: number } = OWASP_SCRYPT,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveScrypt(password, salt, params);
  return [
    'scrypt',
    params.log2N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** A stored hash at full cost for an email nobody registered, so an unknown email costs as much as a wrong password. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(18).toString('base64url'));
  return decoy;
}

/** Password work waiting for, or holding, one of the hashing queue's turns. */
export interface HashingSlot {
  /** Resolves when this slot may hash (at most `concurrency` slots at a time). */
  turn(): Promise<void>;
  /** Frees the slot (whether or not its turn came); idempotent. */
  release(): void;
}

export interface HashingQueue {
  /** A place in the queue, or null when `concurrency + maxWaiting` places are taken (answer 503). */
  enter(): HashingSlot | null;
  /** Slots holding a turn now. */
  readonly running: number;
  /** Places taken, running or not. */
  readonly taken: number;
}

/**
 * Hashes at once: one core less than the machine has (the event loop keeps one), and at most 2 of libuv's 4
 * threads (2 stay free for files); and the places waiting beyond them (1-2 s of hashing at 30-50 ms a hash).
 */
export const HASHING_QUEUE = {
  concurrency: Math.min(2, Math.max(1, availableParallelism() - 1)),
  maxWaiting: 32,
} as const;

/**
 * A fixed number of password hashes at a time, and a bounded line behind them (issue 12, item 1): a burst of
 * sign-ins can no longer take every thread of libuv's pool (static files, DNS) nor the memory of dozens of
 * hashes at once; past the line, the answer is an immediate 503.
 */
export function createHashingQueue(
  limits: { concurrency: number; maxWaiting: number } = HASHING_QUEUE,
): HashingQueue {
  let running = 0;
  let taken = 0;
  const waiting: (() => void)[] = [];

  return {
    get running() {
      return running;
    },
    get taken() {
      return taken;
    },
    enter() {
      if (taken >= limits.concurrency + limits.maxWaiting) return null;
      taken += 1;
      let state: 'entered' | 'waiting' | 'running' | 'released' = 'entered';
      let wake: (() => void) | null = null;
      return {
        turn() {
          if (state !== 'entered') throw new Error(`turn() on a slot that is ${state}`);
          if (running < limits.concurrency) {
            running += 1;
            state = 'running';
            return Promise.resolve();
          }
          state = 'waiting';
          return new Promise<void>((resolve) => {
            wake = () => {
              running += 1;
              state = 'running';
              resolve();
            };
            waiting.push(wake);
          });
        },
        release() {
          if (state === 'released') return;
          if (state === 'waiting' && wake) waiting.splice(waiting.indexOf(wake), 1);
          if (state === 'running') {
            running -= 1;
            waiting.shift()?.();
          }
          state = 'released';
          taken -= 1;
        },
      };
    },
  };
}
