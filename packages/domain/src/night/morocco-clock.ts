/** Morocco's time zone: UTC+1 most of the year, UTC+0 during Ramadan, so never a fixed offset. */
export const MOROCCO_TIME_ZONE = 'Africa/Casablanca';

/**
 * Morocco has been on UTC+1 since 28 October 2018 except during Ramadan, when it is on UTC+0. These are the
 * Ramadan spans (UTC+0 from 02:00 UTC on the first day to 02:00 UTC on the second) of IANA tzdata 2025c.
 * Browsers carry their own copy of the time-zone database and an old one gets Morocco wrong: Debian's
 * Chromium 156 reads November 2026 as UTC+0, which would bill the night surcharge from 06:00 to 07:00 and
 * miss it from 21:00 to 22:00. The table makes the meter, the estimator and the replay agree everywhere;
 * outside it the runtime's database decides (docs/decisions/011-morocco-clock-table.md).
 */
const RAMADAN_UTC0: readonly (readonly [string, string])[] = [
  ['2019-05-05', '2019-06-09'],
  ['2020-04-19', '2020-05-31'],
  ['2021-04-11', '2021-05-16'],
  ['2022-03-27', '2022-05-08'],
  ['2023-03-19', '2023-04-23'],
  ['2024-03-10', '2024-04-14'],
  ['2025-02-23', '2025-04-06'],
  ['2026-02-15', '2026-03-22'],
  ['2027-02-07', '2027-03-14'],
  ['2028-01-23', '2028-03-05'],
  ['2029-01-14', '2029-02-18'],
  ['2029-12-30', '2030-02-10'],
  ['2030-12-22', '2031-01-26'],
  ['2031-12-14', '2032-01-18'],
  ['2032-11-28', '2033-01-09'],
  ['2033-11-20', '2033-12-25'],
  ['2034-11-05', '2034-12-17'],
  ['2035-10-28', '2035-12-09'],
  ['2036-10-19', '2036-11-23'],
  ['2037-10-04', '2037-11-15'],
  ['2038-09-26', '2038-10-31'],
  ['2039-09-18', '2039-10-23'],
  ['2040-09-02', '2040-10-14'],
];
const at0200Z = (day: string) => Date.parse(`${day}T02:00:00Z`);
const UTC0_SPANS = RAMADAN_UTC0.map(([from, to]) => [at0200Z(from), at0200Z(to)] as const);
/** The table covers instants from the switch to UTC+1 to the end of 2040. */
export const MOROCCO_TABLE_FROM = at0200Z('2018-10-28');
export const MOROCCO_TABLE_UNTIL = Date.parse('2041-01-01T00:00:00Z');

/** Morocco's offset from UTC in minutes by the table, or null outside the table's years. */
export function moroccoOffsetMinutes(instantMs: number): number | null {
  if (instantMs < MOROCCO_TABLE_FROM || instantMs >= MOROCCO_TABLE_UNTIL) return null;
  return UTC0_SPANS.some(([from, to]) => instantMs >= from && instantMs < to) ? 0 : 60;
}

/** Minutes since local midnight in Africa/Casablanca for an epoch-millisecond instant. */
export function moroccoMinuteOfDay(instantMs: number): number {
  return moroccoClock(instantMs).minute;
}

export interface MoroccoClock {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  /** Minutes since local midnight. */
  minute: number;
}

/** A local calendar date in Morocco. */
export type MoroccoDate = Pick<MoroccoClock, 'year' | 'month' | 'day'>;

// Built on first use, which the table makes rare: a formatter with a time zone loads the runtime's zone data,
// 50-100 ms in Chromium on a desktop (ADR 022), which at the module's top level ran before the taxi page's
// first interaction.
let dateParts: Intl.DateTimeFormat | undefined;
const moroccoDateParts = () =>
  (dateParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: MOROCCO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** The local calendar date and minute in Africa/Casablanca (the table first, the runtime's database outside it). */
export function moroccoClock(instantMs: number): MoroccoClock {
  const offset = moroccoOffsetMinutes(instantMs);
  if (offset !== null) {
    const local = new Date(instantMs + offset * 60_000);
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
    };
  }
  const parts: Record<string, number> = {};
  for (const part of moroccoDateParts().formatToParts(instantMs)) parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    minute: (parts.hour ?? 0) * 60 + (parts.minute ?? 0),
  };
}
