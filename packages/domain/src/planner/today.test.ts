import { describe, expect, it } from 'vitest';
import { DAY_START } from './day-schedule';
import { firstDayStart } from './today';

const at = (iso: string) => Date.parse(iso);

describe('firstDayStart', () => {
  it('starts a day after today at 09:00, whatever the hour the plan is made', () => {
    expect(firstDayStart('2026-11-26', at('2026-11-25T16:00:00Z'))).toBe(DAY_START);
  });

  it('starts today half an hour after now in Morocco, on a quarter hour (UTC+1 in November)', () => {
    // 14:07 UTC is 15:07 in Casablanca: 15:37, then the next quarter hour.
    expect(firstDayStart('2026-11-25', at('2026-11-25T14:07:00Z'))).toBe(15 * 60 + 45);
  });

  it('reads Ramadan as UTC+0 from the Morocco clock table (ADR 011)', () => {
    expect(firstDayStart('2026-03-01', at('2026-03-01T14:07:00Z'))).toBe(14 * 60 + 45);
  });

  it('never starts before 09:00 on an early morning', () => {
    expect(firstDayStart('2026-11-25', at('2026-11-25T06:00:00Z'))).toBe(DAY_START);
  });

  it('takes the date in Morocco, not in UTC: 23:30 UTC is already tomorrow there', () => {
    expect(firstDayStart('2026-11-26', at('2026-11-25T23:30:00Z'))).toBe(DAY_START);
    expect(firstDayStart('2026-11-25', at('2026-11-25T23:30:00Z'))).toBe(DAY_START);
  });

  it('goes past midnight when nothing of the day is left', () => {
    expect(firstDayStart('2026-11-25', at('2026-11-25T22:50:00Z'))).toBe(24 * 60 + 30);
  });
});
