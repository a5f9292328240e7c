import { MOROCCO_TIME_ZONE, moroccoOffsetMinutes } from '@mizan/domain/night/morocco-clock';

type Fields = Pick<
  Intl.DateTimeFormatOptions,
  'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'hourCycle'
>;

/**
 * Moroccan wall-clock time through the domain's clock table (docs/decisions/011): a browser's own time-zone
 * database may be stale and put a ride an hour off. The zone is written as UTC+1 / UTC+0.
 */
export function formatMoroccoTime(instantMs: number, lng: string, fields: Fields, withZone: boolean): string {
  const offset = moroccoOffsetMinutes(instantMs);
  if (offset === null) {
    return new Intl.DateTimeFormat(lng, {
      ...fields,
      timeZone: MOROCCO_TIME_ZONE,
      ...(withZone ? { timeZoneName: 'short' } : {}),
    }).format(instantMs);
  }
  const wall = new Intl.DateTimeFormat(lng, { ...fields, timeZone: 'UTC' }).format(
    instantMs + offset * 60_000,
  );
  return withZone ? `${wall} (UTC+${offset / 60})` : wall;
}
