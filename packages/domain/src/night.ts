import type { Tariff } from './tariff';

/** Morocco's time zone: UTC+1 most of the year, UTC+0 during Ramadan, so never a fixed offset. */
export const MOROCCO_TIME_ZONE = 'Africa/Casablanca';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: MOROCCO_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since local midnight in Africa/Casablanca for an epoch-millisecond instant. */
export function moroccoMinuteOfDay(instantMs: number): number {
  let hour = 0;
  let minute = 0;
  for (const part of clock.formatToParts(instantMs)) {
    if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return hour * 60 + minute;
}

function parseHhMm(text: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`Bad time of day "${text}", expected HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Whether `instantMs` falls in the tariff's night window (start inclusive, end exclusive, wraps midnight). */
export function isNightAt(
  instantMs: number,
  tariff: Pick<Tariff, 'nightStartTime' | 'nightEndTime'>,
): boolean {
  const now = moroccoMinuteOfDay(instantMs);
  const start = parseHhMm(tariff.nightStartTime);
  const end = parseHhMm(tariff.nightEndTime);
  return start <= end ? now >= start && now < end : now >= start || now < end;
}
