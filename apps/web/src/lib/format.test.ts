import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_DATES } from 'virtual:content-dates';
import { RATES_AS_OF } from '@mizan/domain/currency/currency';
import { TESTIMONIALS } from '@mizan/data/testimonials';
import { LANGUAGES } from '@mizan/domain/text/language';
import { longDateFormat, writeDate } from './date-format';
import { formatDateTime, formatDecimal, formatMoney } from './format';
import { formatDate } from './format-date';

afterEach(() => vi.unstubAllGlobals());

/** Replaces Intl.DateTimeFormat with a subclass that counts the formatters built; returns the counter. */
function countDateTimeFormatsBuilt() {
  const built = vi.fn();
  class CountedDateTimeFormat extends Intl.DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built();
      super(...args);
    }
  }
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl) as typeof Intl, { DateTimeFormat: CountedDateTimeFormat }),
  );
  return built;
}

describe('formatMoney', () => {
  it.each([
    [9.58, 'EUR', 'en', '€9.58'],
    [11.13, 'USD', 'en', '$11.13'],
    [8.1, 'GBP', 'en', '£8.10'],
    [14.9, 'CAD', 'fr', '14,90\u00a0$CA'],
    [1.7, 'MAD', 'de', '1,70\u00a0MAD'],
  ])('%d %s in %s -> %s', (amount, currency, lng, expected) =>
    expect(formatMoney(amount, currency, lng)).toBe(expected),
  );
});

describe('formatDecimal', () => {
  it.each([
    [3.14159, 1, 'en', '3.1'],
    [3, 2, 'en', '3.00'],
    [9.531, 2, 'fr', '9,53'],
    [1234.5, 2, 'de', '1.234,50'],
  ])('%d with %i decimals in %s -> %s', (value, digits, lng, expected) =>
    expect(formatDecimal(value, digits, lng)).toBe(expected),
  );
});

describe('formatDateTime', () => {
  it('writes a date and a time in the language', () => {
    const moment = new Date(2026, 10, 30, 9, 15);
    expect(formatDateTime(moment, 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(moment),
    );
    expect(formatDateTime(moment, 'en')).toMatch(/^Nov 30, 2026.*9:15/);
    expect(formatDateTime(moment, 'fr')).toMatch(/^30 nov\. 2026.*09:15$/);
  });
});

describe('formatDate', () => {
  it.each([
    ['2025-08-12', 'en', 'August 12, 2025'],
    ['2025-08-12', 'fr', '12 août 2025'],
    ['2025-01-01', 'es', '1 de enero de 2025'],
  ])('%s in %s -> %s (no time-zone shift)', (iso, lng, expected) =>
    expect(formatDate(iso, lng)).toBe(expected),
  );
});

describe('the content dates written out at build time (build/content-dates.ts)', () => {
  const contentDates = [...TESTIMONIALS.map((item) => item.writtenOn), RATES_AS_OF];

  it.each(LANGUAGES)('hold every content date in %s, as Intl writes it', (lng) => {
    for (const date of contentDates)
      expect(CONTENT_DATES[lng]?.[date]).toBe(writeDate(longDateFormat(lng), date));
  });

  it('are used without building an Intl formatter; other dates still go through Intl', () => {
    const built = countDateTimeFormatsBuilt();
    for (const lng of LANGUAGES) for (const date of contentDates) formatDate(date, lng);
    expect(built).not.toHaveBeenCalled();
    expect(formatDate('2019-02-28', 'pt')).toBe('28 de fevereiro de 2019');
    expect(built).toHaveBeenCalledTimes(1);
  });
});

describe('formatter reuse', () => {
  it('builds one formatter per language and options, however many values it formats', () => {
    const built = countDateTimeFormatsBuilt();
    for (const day of ['01', '02', '03']) formatDate(`2024-03-${day}`, 'de');
    formatDate('2024-03-01', 'es-MX');
    for (const minute of [1, 2, 3]) formatDateTime(new Date(2024, 2, 1, 9, minute), 'it');
    expect(built).toHaveBeenCalledTimes(3);
  });
});
