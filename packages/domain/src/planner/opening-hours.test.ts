import { describe, expect, it } from 'vitest';
import { weekly } from '../../test-support/planner-catalog';
import type { WeeklyHours } from './catalog-place';
import {
  earliestStart,
  formatTimeRange,
  isOpenThroughout,
  parseTimeRange,
  roundUpToStep,
} from './opening-hours';

const h = (text: string) => {
  const [hh, mm] = text.split(':').map(Number) as [number, number];
  return hh * 60 + mm;
};
const MUSEUM: WeeklyHours = weekly(['10:00-18:00'], { tue: [] });
const SPLIT_FRIDAY: WeeklyHours = weekly(['09:00-18:00'], { fri: ['14:30-18:00', '09:00-11:30'] });
const BAR: WeeklyHours = weekly(['18:00-25:00']);

describe('parseTimeRange', () => {
  it('reads minutes after midnight, a close past midnight above 24:00', () => {
    expect(parseTimeRange('09:30-17:00')).toEqual({ start: 570, end: 1020 });
    expect(parseTimeRange('19:00-26:00')).toEqual({ start: 1140, end: 1560 });
  });

  it('refuses other text', () => {
    expect(() => parseTimeRange('9h-17h')).toThrow(RangeError);
  });
});

describe('earliestStart', () => {
  it.each([
    ['before opening waits for it', MUSEUM, 'mon', '09:00', 60, '19:30', '10:00'],
    ['rounds up to the quarter hour', MUSEUM, 'mon', '10:05', 60, '19:30', '10:15'],
    ['closed day', MUSEUM, 'tue', '09:00', 60, '19:30', null],
    ['too late to fit before closing', MUSEUM, 'mon', '17:10', 60, '19:30', null],
    ['ends exactly at closing', MUSEUM, 'mon', '17:00', 60, '19:30', '17:00'],
    ['a visit must end by the latest end', MUSEUM, 'mon', '11:00', 90, '12:00', null],
    ['Friday midday closure: the morning range', SPLIT_FRIDAY, 'fri', '09:00', 120, '19:30', '09:00'],
    ['Friday midday closure: waits for the afternoon', SPLIT_FRIDAY, 'fri', '10:45', 60, '19:30', '14:30'],
    ['a range past midnight', BAR, 'sat', '21:40', 90, '23:30', '21:45'],
  ] as const)('%s', (_name, hours, weekday, from, minutes, latest, expected) => {
    const start = earliestStart(hours, weekday, h(from), minutes, h(latest));
    expect(start === null ? null : formatTimeRange(start, start).slice(0, 5)).toBe(expected);
  });
});

describe('isOpenThroughout', () => {
  it.each([
    [MUSEUM, 'mon', '12:30', '14:00', true],
    [MUSEUM, 'tue', '12:30', '14:00', false],
    [MUSEUM, 'mon', '09:30', '11:00', false],
    [SPLIT_FRIDAY, 'fri', '11:00', '12:00', false],
    [SPLIT_FRIDAY, 'fri', '15:00', '16:00', true],
    [BAR, 'sun', '19:30', '21:30', true],
  ] as const)('%j on %s %s-%s: %s', (hours, weekday, start, end, expected) => {
    expect(isOpenThroughout(hours, weekday, h(start), h(end))).toBe(expected);
  });
});

describe('formatting', () => {
  it('writes HH:MM-HH:MM and keeps counting after midnight', () => {
    expect(formatTimeRange(540, 660)).toBe('09:00-11:00');
    expect(formatTimeRange(1410, 1500)).toBe('23:30-01:00');
    expect(roundUpToStep(541)).toBe(555);
    expect(roundUpToStep(540)).toBe(540);
  });
});
