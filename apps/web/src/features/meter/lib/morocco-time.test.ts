import { describe, expect, it } from 'vitest';
import { formatMoroccoTime } from './morocco-time';

const hm = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

describe('formatMoroccoTime', () => {
  it.each([
    ['2026-11-22T05:45:00Z', '06:45 (UTC+1)', 'November: UTC+1, where a stale browser database says UTC+0'],
    ['2026-03-01T12:00:00Z', '12:00 (UTC+0)', 'Ramadan 2026: UTC+0'],
    ['2026-07-01T20:00:00Z', '21:00 (UTC+1)', 'a summer evening, night starts'],
  ])('%s -> %s (%s)', (iso, expected) =>
    expect(formatMoroccoTime(Date.parse(iso), 'en-GB', hm, true)).toBe(expected),
  );

  it('without the zone, the wall clock only', () => {
    expect(formatMoroccoTime(Date.parse('2026-11-22T05:45:00Z'), 'en-GB', hm, false)).toBe('06:45');
  });

  it("beyond the table's years, the runtime's database decides", () => {
    const instant = Date.parse('2050-07-01T12:00:00Z');
    const intl = new Intl.DateTimeFormat('en-GB', { ...hm, timeZone: 'Africa/Casablanca' }).format(instant);
    expect(formatMoroccoTime(instant, 'en-GB', hm, false)).toBe(intl);
  });
});
