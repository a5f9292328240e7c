// Numbers, money and dates for people go through Intl in the interface language. Building an Intl
// formatter costs far more than using one (the first in a page loads ICU's data: about 30 ms here, measured
// on the home screen's testimonial dates), and screens format the same way on every render or meter tick:
// each formatter is built once per language and options, and the content's own dates were written out
// at build time (build/content-dates.ts, read by lib/format-date.ts, apart so that the screens that format
// only money or times do not carry them).

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The formatter `key` names, built by `build` the first time. */
export function cachedFormatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  build: () => T,
): T {
  const known = formatters.get(key) as T | undefined;
  if (known) return known;
  const formatter = build();
  formatters.set(key, formatter);
  return formatter;
}

export function formatMoney(amount: number, currency: string, lng: string): string {
  return cachedFormatter(
    `money|${lng}|${currency}`,
    () =>
      new Intl.NumberFormat(lng, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  ).format(amount);
}

/** A number with exactly `digits` decimals, e.g. a distance in km or a fare range without its currency. */
export function formatDecimal(value: number, digits: number, lng: string): string {
  return cachedFormatter(
    `decimal|${lng}|${digits}`,
    () => new Intl.NumberFormat(lng, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(value);
}

/** A moment as a date and a time in the browser's zone, e.g. 'Nov 30, 2026, 9:15 AM'. */
export function formatDateTime(moment: Date, lng: string): string {
  return cachedFormatter(
    `datetime|${lng}`,
    () => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(moment);
}
