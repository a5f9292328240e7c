// How the app writes a calendar date (YYYY-MM-DD) for people: the long style of the interface language,
// with no time-zone shift. Shared by lib/format (run time) and build/content-dates (build time).

export function longDateFormat(lng: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' });
}

export function writeDate(format: Intl.DateTimeFormat, isoDate: string): string {
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
