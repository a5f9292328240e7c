import { describe, expect, it } from 'vitest';
import { passDaysLeft } from './pass-days-left';

const bought = Date.parse('2026-11-25T10:00:00Z');
const after = (days: number) => new Date(bought + days * 86_400_000).toISOString();

describe('passDaysLeft', () => {
  it.each([3, 7, 15])('a %s-day pass a few seconds after its purchase runs for its whole length', (days) =>
    expect(passDaysLeft(after(days), bought + 5_000)).toBe(days),
  );

  it('counts the part day that is left as a day', () =>
    expect(passDaysLeft(after(7), bought + 6.5 * 86_400_000)).toBe(1));

  it.each([
    ['no expiry', null],
    ['an unreadable one', 'soon'],
    ['one already past', after(-1)],
  ])('has no length for %s', (_case, expiresAt) => expect(passDaysLeft(expiresAt, bought)).toBeNull());
});
