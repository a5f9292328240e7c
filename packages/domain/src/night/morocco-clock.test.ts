import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOROCCO_TABLE_FROM, MOROCCO_TABLE_UNTIL, moroccoClock, moroccoMinuteOfDay } from './morocco-clock';

describe('the local clock', () => {
  it('reads the local clock', () => {
    expect(moroccoMinuteOfDay(Date.parse('2026-07-01T12:34:00Z'))).toBe(13 * 60 + 34);
    expect(moroccoMinuteOfDay(Date.parse('2026-03-01T12:34:00Z'))).toBe(12 * 60 + 34);
  });

  it('does not depend on the runtime time zone (the local date is Morocco’s)', () => {
    expect(moroccoClock(Date.parse('2026-06-21T23:30:00Z'))).toEqual({
      year: 2026,
      month: 6,
      day: 22,
      minute: 30,
    });
    expect(moroccoClock(Date.parse('2026-03-01T23:30:00Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 1,
      minute: 23 * 60 + 30,
    });
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

describe('the time-zone formatter', () => {
  afterEach(() => vi.restoreAllMocks());

  // Building one loads the runtime's zone data (50-100 ms in Chromium): inside the table it is never needed.
  it('is built only for an instant outside the table', async () => {
    vi.resetModules();
    const fresh = await import('./morocco-clock');
    const Real = Intl.DateTimeFormat;
    const build = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    });
    fresh.moroccoClock(Date.parse('2026-11-24T15:00:00Z'));
    expect(build).not.toHaveBeenCalled();
    fresh.moroccoClock(Date.parse('2045-01-01T12:00:00Z'));
    expect(build).toHaveBeenCalledTimes(1);
  });
});
