import type { Plugin } from 'vite';
import { longDateFormat, writeDate } from '../src/lib/date-format.ts';

const ID = 'virtual:content-dates';

/**
 * Writes out, at build time, the calendar dates fixed in the content (the testimonials' dates, the date of
 * the converter's rates) in every interface language, with the same Intl format lib/format uses at run
 * time. The first Intl formatter a page builds loads ICU's data: about 30 ms of main thread on this
 * machine, 120 ms under Lighthouse's 4x CPU, and the start screen needed one only for these dates (ADR 013).
 */
export function contentDates(dates: readonly string[], languages: readonly string[]): Plugin {
  return {
    name: 'mizan:content-dates',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const table = Object.fromEntries(
        languages.map((lng) => {
          const format = longDateFormat(lng);
          return [lng, Object.fromEntries(dates.map((date) => [date, writeDate(format, date)]))];
        }),
      );
      return `export const CONTENT_DATES = ${JSON.stringify(table)};`;
    },
  };
}
