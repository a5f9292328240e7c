import { describe, expect, it } from 'vitest';
import { SAMPLE_TESTIMONIALS } from './testimonial-samples';
import { TESTIMONIALS, publishedTestimonials } from './testimonials';
import type { Testimonial } from './testimonials';

describe('TESTIMONIALS', () => {
  it('holds real reviews only: none yet', () => expect(TESTIMONIALS.filter((t) => t.sample)).toEqual([]));
});

describe('SAMPLE_TESTIMONIALS', () => {
  it('holds the four cards of the carousel', () => expect(SAMPLE_TESTIMONIALS).toHaveLength(4));

  it.each(SAMPLE_TESTIMONIALS.map((t) => [t.id, t] as const))('%s is well formed', (_id, t) => {
    expect(t.writtenOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(t.writtenOn))).toBe(false);
    expect(t.rating).toBeGreaterThanOrEqual(1);
    expect(t.rating).toBeLessThanOrEqual(5);
    for (const text of Object.values(t.excerpt)) expect(text.trim().length).toBeGreaterThan(0);
  });

  it('marks placeholder content as sample so it is never shown', () => {
    for (const t of SAMPLE_TESTIMONIALS) expect(t.sample).toBe(true);
  });

  it('has unique ids', () =>
    expect(new Set(SAMPLE_TESTIMONIALS.map((t) => t.id)).size).toBe(SAMPLE_TESTIMONIALS.length));
});

describe('publishedTestimonials', () => {
  const real: Testimonial = { ...SAMPLE_TESTIMONIALS[0]!, id: 'real-1', sample: false };

  it('shows nothing when every entry is a sample', () =>
    expect(publishedTestimonials(SAMPLE_TESTIMONIALS)).toEqual([]));

  it('keeps the real reviews, in order, and drops the samples', () =>
    expect(publishedTestimonials([SAMPLE_TESTIMONIALS[1]!, real, SAMPLE_TESTIMONIALS[2]!])).toEqual([real]));
});
