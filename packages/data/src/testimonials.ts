// Testimonials shown in the home carousel (spec 2 "Home"). This is a content file the operator edits.
//
// TESTIMONIALS holds real reviews only (with the customer's consent, `sample: false`): none yet, so the home page
// has no carousel. The four samples that show the layout are in testimonial-samples.ts, out of the home page's
// first load (they were 0.6 KB gzip of it, never shown); a sample is never shown to a visitor even if listed here
// (publishedTestimonials below). Reviews are written in one language and translated: `excerpt` holds the
// text per interface language and the carousel notes that reviews are translated. `writtenOn` is part of
// the content (the date the review was written), never generated.

export interface TestimonialText {
  en: string;
  es: string;
  fr: string;
  de: string;
}

export interface Testimonial {
  id: string;
  name: string;
  /** Country name in English; shown as written. */
  country: string;
  initials: string;
  avatarUrl?: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** ISO date (YYYY-MM-DD). */
  writtenOn: string;
  excerpt: TestimonialText;
  sample: boolean;
}

export const TESTIMONIALS: Testimonial[] = [];

/** The testimonials a visitor may see: real reviews only, never the samples that show the layout. */
export function publishedTestimonials(list: readonly Testimonial[] = TESTIMONIALS): Testimonial[] {
  return list.filter((item) => !item.sample);
}
