import { describe, expect, it } from 'vitest';
import { wrapOffset } from './testimonials-carousel';

describe('wrapOffset', () => {
  it.each([
    [0, 1000, 0],
    [-200, 1000, -200],
    [200, 1000, -800],
    [-1200, 1000, -200],
    [2300, 1000, -700],
    [-1000, 1000, 0],
    [50, 0, 0],
  ])('%s px in copies of %s px -> %s', (offset, width, expected) => expect(wrapOffset(offset, width)).toBe(expected));
});
