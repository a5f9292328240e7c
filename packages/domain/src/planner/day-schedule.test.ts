import { describe, expect, it } from 'vitest';
import { weekly } from '../../test-support/planner-catalog';
import type { WeeklyHours } from './catalog-place';
import { DAY_START, DINNER, LUNCH, dayGaps, mealSlot, scheduleGap, type StopFacts } from './day-schedule';
import { formatTimeRange } from './opening-hours';

// Stops on a line, 1 km apart: A at 0, B at 1 km, C at 2 km, D at 3 km; lunch L at 1.5 km. 10 minutes per km.
const POS = [0, 1000, 2000, 3000, 1500];
const [A, B, C, D, L] = [0, 1, 2, 3, 4];
const ALL_DAY = weekly(['08:00-20:00']);

function facts(hours: WeeklyHours[], minutes: number[], trip = -1): StopFacts {
  return {
    hours: (i) => hours[i]!,
    minutes: (i) => minutes[i]!,
    distance: (a, b) => Math.abs(POS[a]! - POS[b]!),
    travel: (a, b) => Math.abs(POS[a]! - POS[b]!) / 100,
    leadsGap: (i) => i === trip,
  };
}
const times = (s: ReturnType<typeof scheduleGap>) =>
  s?.visits.map((v) => `${v.idx}@${formatTimeRange(v.start, v.end)}`);

describe('scheduleGap', () => {
  it('takes the shortest way through the stops', () => {
    const f = facts([ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY], [30, 30, 30, 30]);
    // The way from A and the way from C are as short: the first in the members' order wins.
    const s = scheduleGap(f, 'mon', { from: DAY_START, entry: null, exit: null, until: 19 * 60 }, [A, B, C]);
    expect(times(s)).toEqual(['0@09:00-09:30', '1@09:45-10:15', '2@10:30-11:00']);
    const d = scheduleGap(f, 'mon', { from: DAY_START, entry: null, exit: null, until: 19 * 60 }, [A, D, B]);
    expect(times(d)).toEqual(['0@09:00-09:30', '1@09:45-10:15', '3@10:45-11:15']);
    expect(s!.cost).toBe(2000);
  });

  it('changes the order when a place would be closed', () => {
    // B closes at 09:30: it must come first even though the way is longer.
    const f = facts([ALL_DAY, weekly(['08:00-09:30']), ALL_DAY], [30, 30, 30]);
    const s = scheduleGap(f, 'mon', { from: DAY_START, entry: null, exit: null, until: 19 * 60 }, [A, B, C]);
    expect(times(s)![0]).toBe('1@09:00-09:30');
    expect(s!.cost).toBe(3000);
  });

  it('leaves time to reach the next fixed stop, or gives up', () => {
    const f = facts([ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY], [60, 60, 60, 120, 90]);
    const gap = dayGaps(L, null)[0]!;
    expect(scheduleGap(f, 'mon', gap, [A, B])).not.toBeNull();
    // D: 120 minutes from 09:00 ends 11:00, then 15 minutes to lunch. D and C: 09:00-11:00, 11:15-12:15, 5 minutes to lunch.
    expect(times(scheduleGap(f, 'mon', gap, [C, D]))).toEqual(['3@09:00-11:00', '2@11:15-12:15']);
    expect(scheduleGap(f, 'mon', gap, [B, C, D])).toBeNull();
  });

  it('starts after lunch from the lunch place', () => {
    const f = facts([ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY], [60, 60, 60, 60, 90]);
    const gap = dayGaps(L, null)[1]!;
    expect(gap.from).toBe(LUNCH.end);
    expect(times(scheduleGap(f, 'mon', gap, [D, C]))).toEqual(['2@14:15-15:15', '3@15:30-16:30']);
  });

  it('leads the afternoon of a day without dinner towards its night out', () => {
    const f = facts([ALL_DAY, ALL_DAY, ALL_DAY, weekly(['18:00-25:00']), ALL_DAY], [60, 60, 60, 90, 90]);
    const nightOut = { idx: D, start: 20 * 60 + 30, end: 22 * 60 };
    // Without it the afternoon ends where it is shortest from lunch (B, then A); with it, at A then B, nearer D.
    expect(times(scheduleGap(f, 'mon', dayGaps(L, null)[1]!, [A, B]))).toEqual([
      '1@14:15-15:15',
      '0@15:30-16:30',
    ]);
    const gap = dayGaps(L, null, DAY_START, nightOut)[1]!;
    expect(gap.exit).toEqual({ idx: D, at: nightOut.start });
    const s = scheduleGap(f, 'mon', gap, [A, B]);
    expect(times(s)).toEqual(['0@14:15-15:15', '1@15:30-16:30']);
    expect(s!.cost).toBe(1500 + 1000 + 2000);
    // A dinner stays the afternoon's end: the night out follows it.
    expect(dayGaps(L, C, DAY_START, nightOut)[1]!.exit).toEqual({ idx: C, at: 19 * 60 + 30 });
  });

  it('puts a day trip first in its gap', () => {
    const f = facts([ALL_DAY, ALL_DAY, ALL_DAY], [30, 300, 30], B);
    const s = scheduleGap(f, 'mon', { from: DAY_START, entry: null, exit: null, until: 19 * 60 }, [A, B, C]);
    expect(s!.visits[0]!.idx).toBe(B);
  });

  it('answers null on a closed day', () => {
    const f = facts([weekly(['09:00-18:00'], { mon: [] })], [30]);
    expect(
      scheduleGap(f, 'mon', { from: DAY_START, entry: null, exit: null, until: 19 * 60 }, [A]),
    ).toBeNull();
    expect(
      scheduleGap(f, 'tue', { from: DAY_START, entry: null, exit: null, until: 19 * 60 }, [A]),
    ).not.toBeNull();
  });
});

describe('mealSlot', () => {
  const at = (h: number, m = 0) => h * 60 + m;
  it('keeps the fixed times on a day that starts before them', () => {
    expect(mealSlot('lunch', DAY_START)).toEqual(LUNCH);
    expect(mealSlot('dinner', at(15, 30))).toEqual(DINNER);
  });
  it('serves a first day planned during a meal late, as long, while a kitchen still serves it', () => {
    expect(mealSlot('lunch', at(13, 45))).toEqual({ start: at(13, 45), end: at(15, 15) });
    expect(mealSlot('lunch', at(14, 30))).toEqual({ start: at(14, 30), end: at(16) });
    expect(mealSlot('lunch', at(14, 45))).toBeNull();
    expect(mealSlot('dinner', at(20, 30))).toEqual({ start: at(20, 30), end: at(22, 30) });
    expect(mealSlot('dinner', at(21, 15))).toBeNull();
  });
  it('leaves a late lunch no morning', () => {
    const [morning, afternoon] = dayGaps(L, null, at(13, 45));
    expect(morning).toMatchObject({ from: at(13, 45), until: at(13, 45) });
    expect(afternoon).toMatchObject({ from: at(15, 15), entry: L });
  });
});

