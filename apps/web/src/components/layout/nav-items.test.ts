import { describe, expect, it } from 'vitest';
import { isNavActive } from './nav-items';

describe('isNavActive', () => {
  it.each([
    ['/', '/', true],
    ['/', '/about', false],
    ['/', '/landing', false],
    ['/about', '/about', true],
    ['/about', '/about/refunds', true],
    ['/about', '/aboutx', false],
    ['/about', '/', false],
    ['/contacts', '/contacts', true],
    ['/profile', '/profile', true],
    ['/profile', '/pay', false],
  ])('%s on %s -> %s', (to, pathname, expected) => expect(isNavActive(to, pathname)).toBe(expected));
});
