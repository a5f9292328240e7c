import { describe, expect, it } from 'vitest';
import {
  createHashingQueue,
  hashPassword,
  legacyScryptHash,
  needsRehash,
  OWASP_ARGON2ID,
  verifyPassword,
} from './passwords';

describe('passwords (argon2id at OWASP cost; scrypt hashes of before still verify)', async () => {
  const stored = await hashPassword('correct horse battery');
  const legacy = await legacyScryptHash('correct horse battery', { log2N: 10, r: 8, p: 1 });

  it('writes the algorithm and the cost into the hash', () => {
    const { memoryCost: m, timeCost: t, parallelism: p } = OWASP_ARGON2ID;
    expect(stored).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${m},t=${t},p=${p}\\$[\\w+/]{22}\\$[\\w+/]{43}$`),
    );
    expect(needsRehash(stored)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(stored.replace('t=2', 't=1'))).toBe(true);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('correct horse battery')).not.toBe(stored);
  });

  it.each([
    ['the right password', 'correct horse battery', stored, true],
    ['a wrong password', 'correct horse battery!', stored, false],
    ['an empty password', '', stored, false],
    ['the same text in another Unicode form', 'correct horse battery'.normalize('NFD'), stored, true],
    ['a malformed hash', 'correct horse battery', '$argon2id$v=19$m=19456,t=2,p=1$onlysalt', false],
    ['an absurd argon2 cost', 'correct horse battery', stored.replace('m=19456', 'm=4194304'), false],
    ['an unknown scheme', 'correct horse battery', stored.replace('argon2id', 'argon2i'), false],
    ['a scrypt hash, right password', 'correct horse battery', legacy, true],
    ['a scrypt hash, wrong password', 'correct horse battery!', legacy, false],
    ['a malformed scrypt hash', 'correct horse battery', 'scrypt$17$8$1$onlysalt', false],
    ['an absurd scrypt cost', 'correct horse battery', legacy.replace('$10$', '$40$'), false],
  ])('%s', async (_label, password, hash, expected) => {
    expect(await verifyPassword(password, hash)).toBe(expected);
  });
});

describe('hashing queue', () => {
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it('runs at most `concurrency` turns at once, in order, and refuses past `maxWaiting`', async () => {
    const queue = createHashingQueue({ concurrency: 2, maxWaiting: 3 });
    const slots = Array.from({ length: 6 }, () => queue.enter());
    expect(slots.map((s) => s !== null)).toEqual([true, true, true, true, true, false]);
    const started: number[] = [];
    slots.slice(0, 5).forEach((slot, i) => void slot?.turn().then(() => started.push(i)));
    await tick();
    expect(started).toEqual([0, 1]);
    expect(queue.running).toBe(2);

    slots[1]?.release();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    // A waiting slot that gives up frees its place without ever running.
    slots[3]?.release();
    slots[0]?.release();
    await tick();
    expect(started).toEqual([0, 1, 2, 4]);
    expect(queue.taken).toBe(2);
    expect(queue.enter()).not.toBeNull();
  });

  it('gives back every place, whatever the order of release, and a double release is harmless', async () => {
    const queue = createHashingQueue({ concurrency: 1, maxWaiting: 1 });
    const a = queue.enter();
    const b = queue.enter();
    await a?.turn();
    const bTurn = b?.turn();
    a?.release();
    a?.release();
    await bTurn;
    expect(queue.running).toBe(1);
    b?.release();
    expect({ running: queue.running, taken: queue.taken }).toEqual({ running: 0, taken: 0 });
  });
});
