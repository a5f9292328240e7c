import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it.each([
    [null, '/app'],
    ['', '/app'],
    ['/app', '/app'],
    ['/profile', '/profile'],
    ['/taxi-fares?x=1#r', '/taxi-fares?x=1#r'],
    ['https://evil.example', '/app'],
    ['//evil.example', '/app'],
    ['/\\evil.example', '/app'],
    ['/login', '/app'],
    ['/login?next=/app', '/app'],
    ['/loginhelp', '/loginhelp'],
  ])('%s -> %s', (next, expected) => expect(returnPathFrom(next)).toBe(expected));
});
