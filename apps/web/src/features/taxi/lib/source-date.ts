import { formatDate } from '@/lib/format-date';
import { cachedFormatter } from '@/lib/format';

/**
 * A source's date for the visitor: a year as it is, a month as 'January 2024' in their language, a day as the
 * app writes dates. Null for an undated source, whose citation already says so ('…, undated').
 */
export function sourceDate(date: string, lng: string): string | null {
  if (/^\d{4}-\d{2}$/.test(date)) {
    return cachedFormatter(
      `month|${lng}`,
      () => new Intl.DateTimeFormat(lng, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    ).format(new Date(`${date}-01T00:00:00Z`));
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return formatDate(date, lng);
  return /^\d{4}$/.test(date) ? date : null;
}
