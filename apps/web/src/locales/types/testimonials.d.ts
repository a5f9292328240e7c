import type testimonials from '../en/testimonials.json';

declare global {
  interface MizanNamespaces {
    testimonials: typeof testimonials;
  }
}
