import { describe, expect, it } from 'vitest';
import { TESTIMONIALS, publishedTestimonials } from './testimonials';
import type { Testimonial } from './testimonials';

describe('TESTIMONIALS', () => {
  it('holds the four cards of the carousel', () => expect(TESTIMONIALS).toHaveLength(4));

  it.each(TESTIMONIALS.map((t) => [t.id, t] as const))('%s is well formed', (_id, t) => {
    expect(t.writtenOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(t.writtenOn))).toBe(false);
    expect(t.rating).toBeGreaterThanOrEqual(1);
    expect(t.rating).toBeLessThanOrEqual(5);
    for (const text of Object.values(t.excerpt)) expect(text.trim().length).toBeGreaterThan(0);
  });

  it('marks placeholder content as sample so it is never shown', () => {
    for (const t of TESTIMONIALS.filter((x) => x.excerpt.en.startsWith('Sample text'))) expect(t.sample).toBe(true);
  });

  it('has unique ids', () => expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(TESTIMONIALS.length));
});

describe('publishedTestimonials', () => {
  const real: Testimonial = { ...TESTIMONIALS[0]!, id: 'real-1', sample: false };

  it('shows nothing when every entry is a sample', () =>
    expect(publishedTestimonials(TESTIMONIALS.filter((t) => t.sample))).toEqual([]));

  it('keeps the real reviews, in order, and drops the samples', () =>
    expect(publishedTestimonials([TESTIMONIALS[1]!, real, TESTIMONIALS[2]!])).toEqual([real]));
});
