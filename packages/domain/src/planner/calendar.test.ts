import { describe, expect, it } from 'vitest';
import { oracleDate, oracleWeekday } from '../../test-support/planner-properties';
import { addDays, civilFromDays, daysFromCivil, formatIsoDate, parseIsoDate, weekdayOf } from './calendar';

describe('weekdayOf', () => {
  it.each([
    ['1970-01-01', 'thu'],
    ['2000-01-01', 'sat'],
    ['2000-02-29', 'tue'],
    ['2024-02-29', 'thu'],
    ['2026-03-20', 'fri'],
    ['2026-12-04', 'fri'],
    ['2026-12-07', 'mon'],
    ['2027-01-01', 'fri'],
    ['1969-12-31', 'wed'],
    ['2100-03-01', 'mon'],
  ])('%s is a %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('agrees with the UTC calendar for every day of 1990-2060', () => {
    const first = daysFromCivil({ year: 1990, month: 1, day: 1 });
    const ours: string[] = [];
    const oracle: string[] = [];
    for (let offset = 0; offset < 70 * 366; offset += 1) {
      const date = formatIsoDate(civilFromDays(first + offset));
      ours.push(`${date} ${weekdayOf(date)}`);
      oracle.push(`${oracleDate('1990-01-01', offset)} ${oracleWeekday('1990-01-01', offset)}`);
    }
    expect(ours).toEqual(oracle);
  });

  it('refuses text that is not a date', () => {
    expect(() => weekdayOf('2026-02-30')).toThrow(RangeError);
    expect(() => weekdayOf('04/12/2026')).toThrow(RangeError);
  });
});

describe('parseIsoDate', () => {
  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-1-01',
    '2026-01-01T00:00',
    '',
    'tomorrow',
  ])('refuses %j', (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });

  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['2026-12-31', { year: 2026, month: 12, day: 31 }],
  ])('reads %s', (text, date) => {
    expect(parseIsoDate(text)).toEqual(date);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-12-30', 3, '2027-01-02'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2026-03-28', 4, '2026-04-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-05-15', 0, '2026-05-15'],
  ])('%s + %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});
