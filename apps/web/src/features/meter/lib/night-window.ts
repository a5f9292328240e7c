import { maghribAt, moroccoClock } from '@mizan/domain/night/night';
import type { Tariff } from '@mizan/domain/fare/tariff';

/** The night window the card and the fare record show: local "HH:MM", and how its start is set. */
export interface NightWindow {
  start: string;
  end: string;
  kind: 'fixed' | 'seasonal' | 'maghrib';
}

const HALF_DAY_MS = 12 * 60 * 60_000;
const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The night window of the evening `instant` belongs to (before noon, the night that started the evening
 * before), by the tariff's rule: Marrakech's window of that evening's month, Agadir's Maghreb of that date at
 * the city's position. The same rules `isNightAt` decides by, read for display.
 */
export function nightWindowAt(
  tariff: Pick<Tariff, 'nightStartTime' | 'nightEndTime' | 'nightRule'>,
  instant: number,
): NightWindow {
  const rule = tariff.nightRule;
  if (!rule) return { start: tariff.nightStartTime, end: tariff.nightEndTime, kind: 'fixed' };
  const evening = moroccoClock(instant - HALF_DAY_MS);
  if (rule.kind === 'seasonal') {
    const window = rule.windows.find((w) => w.months.includes(evening.month));
    if (!window) throw new Error(`No night window for month ${evening.month}`);
    return { start: window.start, end: window.end, kind: 'seasonal' };
  }
  return { start: hhmm(moroccoClock(maghribAt(evening, rule)).minute), end: rule.end, kind: 'maghrib' };
}
