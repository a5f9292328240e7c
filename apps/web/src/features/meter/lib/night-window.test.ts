import { describe, expect, it } from 'vitest';
import { tariffByKey } from '@mizan/data/tariffs';
import { maghribAt } from '@mizan/domain/night/maghrib';
import { isNightAt, nightWindowAt } from '@mizan/domain/night/night';

const casablanca = tariffByKey('casablanca');
const marrakech = tariffByKey('marrakech');
const agadir = tariffByKey('agadir');
const spec = tariffByKey('spec');

/** An instant from a Moroccan local time (UTC+1 outside Ramadan, the dates below). */
const local = (iso: string) => Date.parse(`${iso}+01:00`);

describe('nightWindowAt', () => {
  it('a fixed window whatever the date', () => {
    expect(nightWindowAt(casablanca, local('2026-01-10T15:00'))).toEqual({
      start: '20:00',
      end: '06:00',
      kind: 'fixed',
    });
    expect(nightWindowAt(spec, local('2026-07-10T15:00'))).toEqual({
      start: '21:00',
      end: '06:00',
      kind: 'fixed',
    });
  });

  it("Marrakech: the window of the evening's month, a night after midnight belonging to the evening before", () => {
    expect(nightWindowAt(marrakech, local('2026-01-10T15:00'))).toMatchObject({
      start: '20:00',
      end: '06:00',
    });
    expect(nightWindowAt(marrakech, local('2026-07-10T15:00'))).toMatchObject({
      start: '21:00',
      end: '05:00',
    });
    // 02:00 on 1 May is still April's night.
    expect(nightWindowAt(marrakech, local('2026-05-01T02:00'))).toEqual({
      start: '20:00',
      end: '06:00',
      kind: 'seasonal',
    });
    expect(nightWindowAt(marrakech, local('2026-05-01T13:00'))).toMatchObject({
      start: '21:00',
      end: '05:00',
    });
  });

  it("Agadir: from the Maghreb of that date at the city's position, later in summer than in winter", () => {
    const winter = nightWindowAt(agadir, local('2026-12-21T10:00'));
    const summer = nightWindowAt(agadir, local('2026-06-21T10:00'));
    expect(winter.kind).toBe('maghrib');
    expect(winter.end).toBe('06:00');
    expect(winter.start < summer.start).toBe(true);
    // Sunset in Agadir (9.6° W, 30.4° N) on the Moroccan clock (UTC+1): about 18:40 in December, 20:40 in June.
    expect(winter.start).toMatch(/^18:[3-5]\d$/);
    expect(summer.start).toMatch(/^20:[3-5]\d$/);
  });

  it.each([
    ['casablanca', casablanca],
    ['marrakech', marrakech],
    ['agadir', agadir],
  ] as const)('%s: the window shown is the one the meter decides night by', (_name, tariff) => {
    for (const day of ['2026-01-15', '2026-04-30', '2026-05-15', '2026-06-21', '2026-10-01', '2026-12-21']) {
      const { start, end } = nightWindowAt(tariff, local(`${day}T15:00`));
      const startAt = local(`${day}T${start}`);
      expect(isNightAt(startAt, tariff), `${day} ${start}`).toBe(true);
      expect(isNightAt(startAt - 60_000, tariff), `${day} before ${start}`).toBe(false);
      const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const endAt = local(`${next}T${end}`);
      expect(isNightAt(endAt - 60_000, tariff), `${next} before ${end}`).toBe(true);
      expect(isNightAt(endAt, tariff), `${next} ${end}`).toBe(false);
    }
  });

  it("Agadir's start is maghribAt's minute", () => {
    const rule = agadir.nightRule;
    if (rule?.kind !== 'maghrib') throw new Error('Agadir has a Maghreb rule');
    const at = maghribAt({ year: 2026, month: 3, day: 1 }, rule);
    // Ramadan 2026: Morocco on UTC+0.
    const expected = new Date(at).toISOString().slice(11, 16);
    expect(nightWindowAt(agadir, Date.parse('2026-03-01T12:30:00Z')).start).toBe(expected);
  });
});
