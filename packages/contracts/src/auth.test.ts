import { describe, expect, it } from 'vitest';
import { credentials } from './auth';

describe('credentials', () => {
  it('normalises the email and keeps the password as typed', () => {
    expect(
      credentials.parse({ email: ' Amina@Example.COM ', password: ' twelve chars ', csrf: 't' }),
    ).toEqual({
      email: 'amina@example.com',
      password: ' twelve chars ',
      csrf: 't',
    });
  });

  it.each([
    ['a short password', { email: 'a@example.com', password: '11 chars!!!', csrf: 't' }],
    ['a bad email', { email: 'not-an-email', password: 'long enough password', csrf: 't' }],
    ['no csrf field', { email: 'a@example.com', password: 'long enough password' }],
  ])('refuses %s', (_label, body) => {
    expect(credentials.safeParse(body).success).toBe(false);
  });
});
