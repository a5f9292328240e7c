import type { Tariff } from '../fare/tariff';
import { moroccoClock } from './morocco-clock';
import type { MoroccoClock, MoroccoDate } from './morocco-clock';

// The night rules without adhan: the fixed and seasonal windows decide from the Moroccan clock alone, and a
// night that starts at the Maghreb prayer takes that prayer's time as `maghribAt` (maghrib.ts). night.ts passes
// it always; a screen that must not load adhan for every city passes it once loaded, for such a tariff only.

/** The Maghreb prayer of a local date at a place, as an instant: `maghribAt` of maghrib.ts. */
export type MaghribAt = (date: MoroccoDate, place: { lat: number; lng: number }) => number;

/** A night window in local "HH:MM" (start inclusive, end exclusive, wrapping midnight), and how its start is set. */
export interface NightWindow {
  start: string;
  end: string;
  kind: 'fixed' | 'seasonal' | 'maghrib';
}

/** What the night rules read of a tariff. */
export type NightTariff = Pick<Tariff, 'nightStartTime' | 'nightEndTime' | 'nightRule'>;

const NOON = 12 * 60;

function parseHhMm(text: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`Bad time of day "${text}", expected HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function inWindow(now: number, start: number, end: number): boolean {
  return start <= end ? now >= start && now < end : now >= start || now < end;
}

/** The calendar day before a local date (the evening a night after midnight belongs to). */
function dayBefore({ year, month, day }: MoroccoDate): MoroccoDate {
  const d = new Date(Date.UTC(year, month - 1, day - 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Whether the tariff's night starts at the Maghreb prayer: the only rule that needs `maghribAt`. */
export function startsAtMaghrib(tariff: NightTariff): boolean {
  return tariff.nightRule?.kind === 'maghrib';
}

function windowAt(tariff: NightTariff, local: MoroccoClock, maghribAt?: MaghribAt): NightWindow | null {
  const rule = tariff.nightRule;
  if (!rule) return { start: tariff.nightStartTime, end: tariff.nightEndTime, kind: 'fixed' };
  // A night belongs to the evening it starts on: 02:00 on 1 May is still April's night (20:00-06:00).
  const evening = local.minute < NOON ? dayBefore(local) : local;
  if (rule.kind === 'seasonal') {
    const window = rule.windows.find((w) => w.months.includes(evening.month));
    if (!window) throw new Error(`No night window for month ${evening.month}`);
    return { start: window.start, end: window.end, kind: 'seasonal' };
  }
  if (!maghribAt) return null;
  // adhan rounds the prayer to the minute, so "from its minute" is "from the prayer".
  return { start: hhmm(moroccoClock(maghribAt(evening, rule)).minute), end: rule.end, kind: 'maghrib' };
}

/**
 * The night window of the evening `instant` belongs to (before noon, the night that started the evening before)
 * by the tariff's rule, read on the Moroccan clock: its fixed window, Marrakech's window of that evening's month,
 * Agadir's from the Maghreb of that date at the city's position. Null for a Maghreb rule without `maghribAt`.
 */
export function nightWindowWith(tariff: NightTariff, instant: number, maghribAt: MaghribAt): NightWindow;
export function nightWindowWith(
  tariff: NightTariff,
  instant: number,
  maghribAt?: MaghribAt,
): NightWindow | null;
export function nightWindowWith(
  tariff: NightTariff,
  instant: number,
  maghribAt?: MaghribAt,
): NightWindow | null {
  return windowAt(tariff, moroccoClock(instant), maghribAt);
}

/**
 * Whether `instant` falls in the night window of its evening (start inclusive, end exclusive, wraps midnight),
 * on the Moroccan clock. Null for a Maghreb rule without `maghribAt`.
 */
export function isNightWith(instant: number, tariff: NightTariff, maghribAt: MaghribAt): boolean;
export function isNightWith(instant: number, tariff: NightTariff, maghribAt?: MaghribAt): boolean | null;
export function isNightWith(instant: number, tariff: NightTariff, maghribAt?: MaghribAt): boolean | null {
  const local = moroccoClock(instant);
  const window = windowAt(tariff, local, maghribAt);
  return window && inWindow(local.minute, parseHhMm(window.start), parseHhMm(window.end));
}
