import { describe, expect, it } from 'vitest';
import { maghribAt } from './maghrib';
import { moroccoClock, moroccoMinuteOfDay, moroccoOffsetMinutes } from './morocco-clock';
import { isNightAt, nightWindowAt } from './night';
import { isNightWith, nightWindowWith, startsAtMaghrib } from './night-rules';

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

  it('supports a window that does not wrap midnight', () => {
    const day = { nightStartTime: '01:00', nightEndTime: '04:00' };
    expect(isNightAt(Date.parse('2026-07-01T01:30:00Z'), day)).toBe(true);
    expect(isNightAt(Date.parse('2026-07-01T03:30:00Z'), day)).toBe(false);
  });
});

const marrakech = {
  nightStartTime: '20:00',
  nightEndTime: '06:00',
  nightRule: {
    kind: 'seasonal' as const,
    windows: [
      { months: [10, 11, 12, 1, 2, 3, 4], start: '20:00', end: '06:00' },
      { months: [5, 6, 7, 8, 9], start: '21:00', end: '05:00' },
    ],
  },
};

describe('seasonal night windows (Marrakech: 20:00-06:00 October-April, 21:00-05:00 May-September)', () => {
  it.each([
    ['2026-01-15T19:30:00Z', '20:30 local in January', true],
    ['2026-01-15T18:59:00Z', '19:59 local in January', false],
    ['2026-01-16T05:30:00Z', '06:30 local in January', false],
    ['2026-01-16T04:30:00Z', '05:30 local in January', true],
    ['2026-07-15T19:30:00Z', '20:30 local in July', false],
    ['2026-07-15T20:00:00Z', '21:00 local in July', true],
    ['2026-07-16T04:30:00Z', '05:30 local in July', false],
    ['2026-07-16T03:59:00Z', '04:59 local in July', true],
    // The night of 30 April belongs to April's window until 06:00 on 1 May.
    ['2026-05-01T04:30:00Z', '05:30 local on 1 May, April night', true],
    ['2026-05-01T19:30:00Z', '20:30 local on 1 May, May evening', false],
    // Ramadan 2026 (UTC+0): 19:59Z is 19:59 local.
    ['2026-03-01T19:59:00Z', '19:59 local in Ramadan', false],
    ['2026-03-01T20:00:00Z', '20:00 local in Ramadan', true],
  ])('%s (%s) -> night %s', (iso, _label, night) => {
    expect(isNightAt(Date.parse(iso), marrakech)).toBe(night);
  });
});

describe('night from the Maghreb prayer (Agadir)', () => {
  const agadir = { lat: 30.4202, lng: -9.5982 };
  const tariff = {
    nightStartTime: '20:00',
    nightEndTime: '06:00',
    nightRule: { kind: 'maghrib' as const, ...agadir, end: '06:00' },
  };

  // Sunset at Agadir (30.42 N, 9.60 W), local time, computed independently of adhan with NOAA's general solar
  // position equations (declination and equation of time from the fractional year, 90.833° zenith): 19:43Z on
  // 21 June, 17:41Z on 21 December, 18:36Z on 1 March 2026. adhan rounds to the nearest minute.
  it.each([
    ['2026-06-21', 20 * 60 + 43, 'June solstice, UTC+1'],
    ['2026-12-21', 18 * 60 + 41, 'December solstice, UTC+1'],
    ['2026-03-01', 18 * 60 + 36, 'Ramadan 2026, UTC+0'],
  ])('Maghrib on %s is about minute %i local (%s)', (day, minute) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const maghrib = maghribAt({ year, month, day: date }, agadir);
    expect(Math.abs(moroccoMinuteOfDay(maghrib) - minute)).toBeLessThanOrEqual(2);
  });

  it('is night from the Maghreb minute, and until 06:00 next morning', () => {
    const maghrib = maghribAt({ year: 2026, month: 6, day: 21 }, agadir);
    expect(isNightAt(maghrib - 60_000, tariff)).toBe(false);
    expect(isNightAt(maghrib, tariff)).toBe(true);
    expect(isNightAt(Date.parse('2026-06-22T04:59:00Z'), tariff)).toBe(true);
    expect(isNightAt(Date.parse('2026-06-22T05:00:00Z'), tariff)).toBe(false);
    expect(isNightAt(Date.parse('2026-06-22T12:00:00Z'), tariff)).toBe(false);
  });

  it('starts the night earlier in winter than in summer', () => {
    // 19:00 local: night in December (sunset about 18:42), day in June (about 20:44).
    expect(isNightAt(Date.parse('2026-12-21T18:00:00Z'), tariff)).toBe(true);
    expect(isNightAt(Date.parse('2026-06-21T18:00:00Z'), tariff)).toBe(false);
  });

  // A minute either side of the Maghreb on dates across the year, Ramadan's UTC+0 and the days Morocco's clock
  // switches (2026-02-15 and 2026-03-22 at 02:00 UTC) included, and the morning after each.
  it.each(['2026-01-15', '2026-02-15', '2026-03-01', '2026-03-22', '2026-06-21', '2026-09-23', '2026-12-21'])(
    'on %s: day the minute before the Maghreb, night from it until 06:00',
    (day) => {
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      const maghrib = maghribAt({ year, month, day: date }, agadir);
      expect(maghrib % 60_000).toBe(0);
      expect(isNightAt(maghrib - 1_000, tariff)).toBe(false);
      expect(isNightAt(maghrib, tariff)).toBe(true);
      // 06:00 local next morning: 06:00Z less Morocco's offset then.
      const sixUtc = Date.UTC(year, month - 1, date + 1, 6);
      const six = sixUtc - (moroccoOffsetMinutes(sixUtc) ?? 0) * 60_000;
      expect(isNightAt(six - 60_000, tariff)).toBe(true);
      expect(isNightAt(six, tariff)).toBe(false);
    },
  );
});

describe('the rules without adhan (night-rules.ts)', () => {
  const casablanca = { nightStartTime: '20:00', nightEndTime: '06:00' };
  const agadir = {
    nightStartTime: '20:00',
    nightEndTime: '06:00',
    nightRule: { kind: 'maghrib' as const, lat: 30.4167, lng: -9.5833, end: '06:00' },
  };
  const instants = [
    '2026-01-15T17:00:00Z',
    '2026-03-01T18:40:00Z',
    '2026-05-01T04:30:00Z',
    '2026-06-21T19:50:00Z',
    '2026-06-22T04:30:00Z',
    '2026-11-24T22:00:00Z',
  ].map(Date.parse);

  it.each([
    ['a fixed window', casablanca],
    ['seasonal windows', marrakech],
  ])('%s: decided and shown without the Maghreb, as isNightAt and nightWindowAt do', (_label, tariff) => {
    expect(startsAtMaghrib(tariff)).toBe(false);
    for (const at of instants) {
      expect(isNightWith(at, tariff)).toBe(isNightAt(at, tariff));
      expect(nightWindowWith(tariff, at)).toEqual(nightWindowAt(tariff, at));
    }
  });

  it("Agadir's night needs the Maghreb: unknown without it, isNightAt's answer with it", () => {
    expect(startsAtMaghrib(agadir)).toBe(true);
    for (const at of instants) {
      expect(isNightWith(at, agadir)).toBeNull();
      expect(nightWindowWith(agadir, at)).toBeNull();
      expect(isNightWith(at, agadir, maghribAt)).toBe(isNightAt(at, agadir));
      expect(nightWindowWith(agadir, at, maghribAt)).toEqual(nightWindowAt(agadir, at));
    }
  });

  it("shows the window isNightAt decides by: Agadir's opens at the Maghreb's minute", () => {
    const minute = moroccoClock(maghribAt({ year: 2026, month: 3, day: 1 }, agadir.nightRule)).minute;
    const start = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    expect(nightWindowAt(agadir, Date.parse('2026-03-01T12:30:00Z'))).toEqual({
      start,
      end: '06:00',
      kind: 'maghrib',
    });
    // Before noon, the night that started the evening before.
    expect(nightWindowAt(agadir, Date.parse('2026-03-02T05:00:00Z')).start).toBe(start);
  });
});
