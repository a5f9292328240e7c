import { CONTENT_DATES } from 'virtual:content-dates';
import { longDateFormat, writeDate } from './date-format';
import { cachedFormatter } from './format';

/** A calendar date (YYYY-MM-DD) written out, without any time-zone shift. */
export function formatDate(isoDate: string, lng: string): string {
  return (
    CONTENT_DATES[lng]?.[isoDate] ??
    writeDate(
      cachedFormatter(`date|${lng}`, () => longDateFormat(lng)),
      isoDate,
    )
  );
}
