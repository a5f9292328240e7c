import { describe, expect, it } from 'vitest';
import { MOROCCO_TABLE_FROM, MOROCCO_TABLE_UNTIL, isNightAt, moroccoMinuteOfDay } from './night';

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

describe('the Morocco clock table', () => {
  // Node's own time-zone database (ICU with IANA 2025c or later) is the reference the table was taken from.
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Casablanca',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const intlMinute = (t: number) => {
    const [h, m] = intl.format(t).split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  };

  it('agrees with the IANA database every 20 minutes from 2018 to 2040', () => {
    const disagreements: string[] = [];
    for (let t = MOROCCO_TABLE_FROM - 86_400_000; t < MOROCCO_TABLE_UNTIL + 86_400_000; t += 20 * 60_000) {
      if (moroccoMinuteOfDay(t) !== intlMinute(t)) disagreements.push(new Date(t).toISOString());
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    ['2026-11-22T05:45:00Z', 6 * 60 + 45, 'UTC+1 in November (an old browser database says UTC+0)'],
    ['2026-02-15T01:59:00Z', 2 * 60 + 59, 'last minute of UTC+1 before Ramadan'],
    ['2026-02-15T02:00:00Z', 2 * 60, 'Ramadan starts: back to 02:00 local'],
    ['2026-03-22T02:00:00Z', 3 * 60, 'Ramadan ends: 03:00 local'],
  ])('%s -> minute %i (%s)', (iso, minute) => expect(moroccoMinuteOfDay(Date.parse(iso))).toBe(minute));
});
