import { WEEKDAYS, type Weekday } from './catalog-place';

// Dates as plain 'YYYY-MM-DD' text and day numbers, never Date objects: a trip's weekdays must not depend on
// the time zone of the machine that plans it.

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2
    ? isLeapYear(year)
      ? 29
      : 28
    : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** The date of a 'YYYY-MM-DD' text, or null when it is not a real calendar date (2025-02-30). */
export function parseIsoDate(text: string): CivilDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil). */
export function daysFromCivil({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The inverse of daysFromCivil. */
export function civilFromDays(days: number): CivilDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function formatIsoDate({ year, month, day }: CivilDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 1970-01-01 was a Thursday: with Monday as 0, day 0 has index 3. */
export function weekdayOfDays(days: number): Weekday {
  return WEEKDAYS[(((days + 3) % 7) + 7) % 7]!;
}

/** The weekday of a 'YYYY-MM-DD' date; throws on a text that is not a real date. */
export function weekdayOf(isoDate: string): Weekday {
  return weekdayOfDays(daysFromCivil(requireDate(isoDate)));
}

/** The date `offset` days after a 'YYYY-MM-DD' date. */
export function addDays(isoDate: string, offset: number): string {
  return formatIsoDate(civilFromDays(daysFromCivil(requireDate(isoDate)) + offset));
}

function requireDate(isoDate: string): CivilDate {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  return date;
}
