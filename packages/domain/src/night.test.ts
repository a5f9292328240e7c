import { describe, expect, it } from 'vitest';
import { isNightAt, moroccoMinuteOfDay } from './night';

const window = { nightStartTime: '21:00', nightEndTime: '06:00' };

describe('isNightAt in Africa/Casablanca', () => {
  it.each([
    // Outside Ramadan 2026 Morocco is UTC+1: local 20:59 is 19:59Z.
    ['2026-07-01T19:59:00Z', '20:59 local (UTC+1)', false],
    ['2026-07-01T20:00:00Z', '21:00 local (UTC+1)', true],
    ['2026-07-02T04:59:00Z', '05:59 local (UTC+1)', true],
    ['2026-07-02T05:00:00Z', '06:00 local (UTC+1)', false],
    ['2026-07-01T23:30:00Z', '00:30 local, past midnight', true],
    ['2026-07-01T11:00:00Z', 'noon local', false],
    // During Ramadan 2026 (15 Feb - 22 Mar) Morocco is UTC+0: a fixed +1 offset would get these wrong.
    ['2026-03-01T20:59:00Z', '20:59 local (UTC+0, Ramadan)', false],
    ['2026-03-01T21:00:00Z', '21:00 local (UTC+0, Ramadan)', true],
    ['2026-03-01T20:30:00Z', '20:30 local in Ramadan, 21:30 with a fixed +1', false],
    ['2026-03-02T05:59:00Z', '05:59 local (UTC+0, Ramadan)', true],
    ['2026-03-02T06:00:00Z', '06:00 local (UTC+0, Ramadan)', false],
    ['2026-03-02T05:30:00Z', '05:30 local in Ramadan, 06:30 with a fixed +1', true],
    // Just before Ramadan (UTC+1): 20:30Z is already 21:30 local.
    ['2026-02-10T20:30:00Z', '21:30 local (UTC+1, before Ramadan)', true],
  ])('%s (%s) -> night %s', (iso, _label, night) => {
    expect(isNightAt(Date.parse(iso), window)).toBe(night);
  });

  it('reads the local clock', () => {
    expect(moroccoMinuteOfDay(Date.parse('2026-07-01T12:34:00Z'))).toBe(13 * 60 + 34);
    expect(moroccoMinuteOfDay(Date.parse('2026-03-01T12:34:00Z'))).toBe(12 * 60 + 34);
  });

  it('supports a window that does not wrap midnight', () => {
    const day = { nightStartTime: '01:00', nightEndTime: '04:00' };
    expect(isNightAt(Date.parse('2026-07-01T01:30:00Z'), day)).toBe(true);
    expect(isNightAt(Date.parse('2026-07-01T03:30:00Z'), day)).toBe(false);
  });
});
