import type { Weekday, WeeklyHours } from './catalog-place';
import { earliestStart } from './opening-hours';

// Times of one day: fixed meals (lunch 12:30-14:00, dinner 19:30-21:30 as in the spec's fallback plan), the
// sights placed in the gaps around them, and an optional night out. Each gap is ordered to keep the way short
// among the orders that fit every opening hour: a gap holds a few stops, so trying them all costs little and
// beats a nearest-neighbour guess that may reach a museum after it closed.

export const DAY_START = 9 * 60;
export const LUNCH = { start: 12 * 60 + 30, end: 14 * 60 } as const;
export const DINNER = { start: 19 * 60 + 30, end: 21 * 60 + 30 } as const;
/** The latest a late meal may start: lunch is served until about 15:00, dinner until about 22:30. */
const LATEST_MEAL_START = { lunch: 14 * 60 + 30, dinner: 21 * 60 } as const;

export interface MealSlot {
  start: number;
  end: number;
}

/**
 * A meal's time on a day starting at `start`: the fixed time, or, on a first day planned that same day once the
 * meal's time has begun, a meal as long from the day's start while a kitchen still serves one (arriving at 13:15
 * a tourist wants a late lunch, at 20:00 dinner, not nothing); null when it is too late.
 */
export function mealSlot(meal: 'lunch' | 'dinner', start: number): MealSlot | null {
  const fixed = meal === 'lunch' ? LUNCH : DINNER;
  if (start <= fixed.start) return fixed;
  if (start > LATEST_MEAL_START[meal]) return null;
  return { start, end: start + fixed.end - fixed.start };
}

/** Sights end by dinner time, whether or not the day has a dinner. */
export const SIGHTS_END = DINNER.start;
/** A night out starts at 20:30 on a day without dinner, and ends by 23:30. */
export const EVENING_START = 20 * 60 + 30;
export const EVENING_END = 23 * 60 + 30;

export interface Visit {
  /** Index of the stop in the planner's candidate list. */
  idx: number;
  start: number;
  end: number;
}

/** What the scheduler needs to know about stops, by index. */
export interface StopFacts {
  hours: (idx: number) => WeeklyHours;
  minutes: (idx: number) => number;
  /** Metres counted for the length of the way (0 to or from a day trip, whose time includes its drive). */
  distance: (a: number, b: number) => number;
  /** Minutes from one stop to the next. */
  travel: (a: number, b: number) => number;
  /** A day trip leaves first in its gap: its time includes the drive out and back. */
  leadsGap: (idx: number) => boolean;
  /** Minutes to reach the stop when it opens the day (a drive out of town); 0 when not given. */
  departure?: (idx: number) => number;
}

/** A stretch of the day between fixed stops. */
export interface Gap {
  /** Earliest time (the day's start, or the end of the fixed stop before). */
  from: number;
  /** The fixed stop before, if any: the way starts there. */
  entry: number | null;
  /** The fixed stop after, if any, and when it starts. */
  exit: { idx: number; at: number } | null;
  /** Latest end of the last stop. */
  until: number;
}

export interface GapSchedule {
  visits: Visit[];
  /** Length of the way through the gap, metres, entry and exit included. */
  cost: number;
}

/** The shortest order of `members` in the gap that fits their hours, with earliest times; null if none fits. */
export function scheduleGap(
  facts: StopFacts,
  weekday: Weekday,
  gap: Gap,
  members: readonly number[],
): GapSchedule | null {
  const k = members.length;
  if (k === 0) {
    return {
      visits: [],
      cost: gap.entry !== null && gap.exit !== null ? facts.distance(gap.entry, gap.exit.idx) : 0,
    };
  }
  const leader = members.find((m) => facts.leadsGap(m));
  const order: Visit[] = [];
  let best: GapSchedule | null = null;

  const visit = (prev: number | null, time: number, cost: number, used: number): void => {
    if (order.length === k) {
      let total = cost;
      if (gap.exit !== null) {
        if (time + facts.travel(prev!, gap.exit.idx) > gap.exit.at) return;
        total += facts.distance(prev!, gap.exit.idx);
      }
      if (best === null || total < best.cost) best = { visits: order.slice(), cost: total };
      return;
    }
    for (let i = 0; i < k; i++) {
      if (used & (1 << i)) continue;
      const m = members[i]!;
      if (leader !== undefined && order.length === 0 && m !== leader) continue;
      let arrival: number;
      let leg: number;
      if (prev !== null) {
        arrival = time + facts.travel(prev, m);
        leg = facts.distance(prev, m);
      } else if (gap.entry !== null) {
        arrival = gap.from + facts.travel(gap.entry, m);
        leg = facts.distance(gap.entry, m);
      } else {
        arrival = gap.from + (facts.departure?.(m) ?? 0);
        leg = 0;
      }
      const sofar = cost + leg;
      if (best !== null && sofar >= best.cost) continue;
      const minutes = facts.minutes(m);
      const start = earliestStart(facts.hours(m), weekday, arrival, minutes, gap.until);
      if (start === null) continue;
      order.push({ idx: m, start, end: start + minutes });
      visit(m, start + minutes, sofar, used | (1 << i));
      order.pop();
    }
  };
  visit(null, gap.from, 0, 0);
  return best;
}

/**
 * The gaps of a day with these meals, starting at `start` (09:00, later on a day planned that same day), at the
 * times `mealSlot` gives: a late lunch leaves no morning. On a day without dinner the afternoon's way leads to the
 * night out, if any, so the sights are ordered towards it rather than away from it. `streetLunch`: no place for
 * lunch, which is taken in the streets around the morning's last stop, so the lunch hours stay free all the same
 * (the afternoon's way then starts from that stop, which the caller sets as its entry once the morning is known).
 */
export function dayGaps(
  lunch: number | null,
  dinner: number | null,
  start: number = DAY_START,
  nightOut: Visit | null = null,
  streetLunch = false,
): Gap[] {
  const lunchAt = mealSlot('lunch', start);
  const afternoonExit =
    dinner !== null
      ? { idx: dinner, at: mealSlot('dinner', start)?.start ?? DINNER.start }
      : nightOut !== null
        ? { idx: nightOut.idx, at: nightOut.start }
        : null;
  if (lunchAt === null || (lunch === null && !streetLunch))
    return [{ from: start, entry: null, exit: afternoonExit, until: SIGHTS_END }];
  if (lunch === null)
    return [
      { from: start, entry: null, exit: null, until: lunchAt.start },
      { from: lunchAt.end, entry: null, exit: afternoonExit, until: SIGHTS_END },
    ];
  return [
    { from: start, entry: null, exit: { idx: lunch, at: lunchAt.start }, until: lunchAt.start },
    { from: lunchAt.end, entry: lunch, exit: afternoonExit, until: SIGHTS_END },
  ];
}
