import { describe, expect, it } from 'vitest';
import { credentials } from './auth';
import { checkoutConfirmRequest, demoPayRequest } from './checkout';
import { withCsrf } from './csrf';
import { autocompleteQuery, estimateRequest } from './taxi';
import { text } from './text';

describe('text()', () => {
  it('accepts any string without NUL, keeps the rules chained after it', () => {
    expect(text().parse('Bab Boujloud — باب بوجلود\t\n')).toBe('Bab Boujloud — باب بوجلود\t\n');
    expect(text().trim().min(1).parse('  Fès ')).toBe('Fès');
    expect(text().trim().min(1).safeParse('   ').success).toBe(false);
  });

  it.each(['\u0000', 'abc\u0000', '\u0000abc', 'a\u0000b'])('refuses %j', (value) => {
    const result = text().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must not contain the NUL character (U+0000)');
  });

  it.each([
    ['the CSRF field', withCsrf({}), { csrf: 'a\u0000' }, 'csrf'],
    ['session_id', checkoutConfirmRequest, { session_id: 'cs_\u0000', csrf: 't' }, 'session_id'],
    [
      'sessionId',
      demoPayRequest,
      { sessionId: 'x\u0000', cardNumber: '4242', expiry: '12/34', cvc: '123', csrf: 't' },
      'sessionId',
    ],
    [
      'an email',
      credentials,
      { email: 'a\u0000@example.com', password: 'long enough password', csrf: 't' },
      'email',
    ],
    ['an address', estimateRequest, { depart: 'Gueliz\u0000', arrivee: 'Medina', csrf: 't' }, 'depart'],
    ['a search', autocompleteQuery, { input: 'Jemaa\u0000' }, 'input'],
  ])('is what the request schemas use: %s', (_label, schema, value, field) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});
