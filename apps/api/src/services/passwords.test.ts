import { describe, expect, it } from 'vitest';
import { hashPassword, OWASP_SCRYPT, verifyPassword } from './passwords';

describe('passwords (scrypt at OWASP cost)', async () => {
  const stored = await hashPassword('correct horse battery');

  it('writes the cost into the hash', () => {
    expect(stored).toMatch(new RegExp(`^scrypt\\$${OWASP_SCRYPT.log2N}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`));
  });

  it('salts every hash', async () => {
    expect(await hashPassword('correct horse battery')).not.toBe(stored);
  });

  it.each([
    ['the right password', 'correct horse battery', stored, true],
    ['a wrong password', 'correct horse battery!', stored, false],
    ['an empty password', '', stored, false],
    ['a malformed hash', 'correct horse battery', 'scrypt$17$8$1$onlysalt', false],
    ['an unknown scheme', 'correct horse battery', stored.replace('scrypt', 'md5'), false],
    ['an absurd cost', 'correct horse battery', stored.replace('$17$', '$40$'), false],
  ])('%s', async (_label, password, hash, expected) => {
    expect(await verifyPassword(password, hash)).toBe(expected);
  });
});
