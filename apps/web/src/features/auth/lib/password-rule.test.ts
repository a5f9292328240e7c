import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH as CONTRACT_MIN_LENGTH, credentials } from '@mizan/contracts/auth';
import { PASSWORD_MIN_LENGTH } from './password-rule';

describe('PASSWORD_MIN_LENGTH', () => {
  it("is the contract's, the length the server's credentials schema accepts from", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(CONTRACT_MIN_LENGTH);
    const body = (password: string) => ({ email: 'ana@example.com', password, csrf: 't' });
    expect(credentials.safeParse(body('x'.repeat(PASSWORD_MIN_LENGTH))).success).toBe(true);
    expect(credentials.safeParse(body('x'.repeat(PASSWORD_MIN_LENGTH - 1))).success).toBe(false);
  });
});
