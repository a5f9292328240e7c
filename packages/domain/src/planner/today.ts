import { moroccoClock } from '../night/morocco-clock';
import { formatIsoDate } from './calendar';
import { DAY_START } from './day-schedule';
import { roundUpToStep } from './opening-hours';

/** Time to get ready and reach a first stop after planning: the plan's first visit starts no sooner. */
export const GETTING_THERE_MINUTES = 30;

/**
 * The minute a trip's first day can start: 09:00, or, when the start date is today in Morocco (ADR 011's
 * clock, whatever the server's or the browser's zone), half an hour after `nowMs` on a quarter hour. It may
 * be past midnight (24:00 and after) when nothing of the day is left. A start date after today, and one
 * before (the form refuses it; the API plans it whole as before), start at 09:00.
 */
export function firstDayStart(startDate: string, nowMs: number): number {
  const { year, month, day, minute } = moroccoClock(nowMs);
  if (formatIsoDate({ year, month, day }) !== startDate) return DAY_START;
  return Math.max(DAY_START, roundUpToStep(minute + GETTING_THERE_MINUTES));
}
