import type { TimeRange, Weekday, WeeklyHours } from './catalog-place';

// Opening hours as minutes after the day's midnight. A close past midnight stays above 24:00 (19:00-26:00), so
// a range never wraps and 'inside the hours' is two comparisons.

export interface MinuteRange {
  start: number;
  end: number;
}

const RANGE = /^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/;
/** Catalog hours are written once per place and read on every plan: parse each text once. */
const parsed = new Map<string, MinuteRange>();

export function parseTimeRange(range: TimeRange | string): MinuteRange {
  const cached = parsed.get(range);
  if (cached) return cached;
  const match = RANGE.exec(range);
  if (!match) throw new RangeError(`not an HH:MM-HH:MM range: ${range}`);
  const [, oh, om, ch, cm] = match.map(Number) as [number, number, number, number, number];
  const result = { start: oh * 60 + om, end: ch * 60 + cm };
  parsed.set(range, result);
  return result;
}

export function openingRanges(hours: WeeklyHours, weekday: Weekday): MinuteRange[] {
  return hours[weekday].map(parseTimeRange);
}

/** Whether the place is open for the whole of [start, end] on that weekday. */
export function isOpenThroughout(hours: WeeklyHours, weekday: Weekday, start: number, end: number): boolean {
  return hours[weekday].some((range) => {
    const r = parseTimeRange(range);
    return r.start <= start && end <= r.end;
  });
}

/** Starts fall on quarter hours: plans people read, not a stopwatch. */
export const TIME_STEP_MINUTES = 15;

export function roundUpToStep(minutes: number): number {
  return Math.ceil(minutes / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
}

/**
 * The earliest quarter-hour start at or after `from` such that a visit of `minutes` fits inside one opening
 * range of that weekday and ends by `latestEnd`; null when none does.
 */
export function earliestStart(
  hours: WeeklyHours,
  weekday: Weekday,
  from: number,
  minutes: number,
  latestEnd: number,
): number | null {
  let best: number | null = null;
  for (const text of hours[weekday]) {
    const range = parseTimeRange(text);
    const start = roundUpToStep(Math.max(from, range.start));
    if (start + minutes <= Math.min(range.end, latestEnd) && (best === null || start < best)) best = start;
  }
  return best;
}

/** 'HH:MM' for minutes after midnight (times after midnight keep counting: 25:00 is 01:00 the next day). */
export function formatClock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export function formatTimeRange(start: number, end: number): string {
  return `${formatClock(start)}-${formatClock(end)}`;
}
