import { writeDate } from '@/lib/date-format';
import { cachedFormatter } from '@/lib/format';

/**
 * A plan day's date with its weekday, in the interface language ('Friday 27 November'): the plan fits each
 * place's opening hours to that weekday, and a traveller checks the plan against it.
 */
export function formatDayDate(isoDate: string, lng: string): string {
  return writeDate(
    cachedFormatter(
      `day-date|${lng}`,
      () => new Intl.DateTimeFormat(lng, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
    ),
    isoDate,
  );
}
