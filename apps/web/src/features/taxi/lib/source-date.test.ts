import { describe, expect, it } from 'vitest';
import { sourceDate } from './source-date';

describe('sourceDate', () => {
  it.each([
    ['2024-01', 'en', 'January 2024'],
    ['2024-01', 'fr', 'janvier 2024'],
    ['2024-01', 'de', 'Januar 2024'],
    ['2012-06-21', 'en', 'June 21, 2012'],
    ['2024', 'es', '2024'],
    ['undated', 'en', null],
  ])('%s in %s -> %s', (date, lng, expected) => expect(sourceDate(date, lng)).toBe(expected));
});
