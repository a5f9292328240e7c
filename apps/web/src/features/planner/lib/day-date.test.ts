import { describe, expect, it } from 'vitest';
import { formatDayDate } from './day-date';

describe('formatDayDate', () => {
  it('writes the weekday and the date in each language, in no time zone but the date’s own', () => {
    expect(formatDayDate('2026-11-27', 'en')).toBe('Friday, November 27');
    expect(formatDayDate('2026-11-27', 'fr')).toBe('vendredi 27 novembre');
    expect(formatDayDate('2026-11-27', 'es')).toBe('viernes, 27 de noviembre');
    expect(formatDayDate('2026-11-27', 'de')).toBe('Freitag, 27. November');
  });
});
