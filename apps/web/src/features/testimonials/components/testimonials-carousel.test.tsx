import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_TESTIMONIALS } from '@mizan/data/testimonial-samples';
import type { Testimonial } from '@mizan/data/testimonials';
import { initI18n } from '@/lib/i18n';
import { TestimonialsCarousel, wrapOffset } from './testimonials-carousel';

beforeAll(() => initI18n(['common', 'testimonials'], 'en'));

describe('TestimonialsCarousel', () => {
  const samples = SAMPLE_TESTIMONIALS;
  const real: Testimonial = {
    ...samples[0]!,
    id: 'real-1',
    name: 'A. Traveller',
    excerpt: {
      en: 'A real review.',
      es: 'Una reseña real.',
      fr: 'Un vrai avis.',
      de: 'Eine echte Bewertung.',
    },
    sample: false,
  };

  it('renders nothing, not even its heading or note, when every testimonial is a sample', () => {
    const { container } = render(<TestimonialsCarousel testimonials={samples} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing from the data file's samples", () => {
    const { container } = render(<TestimonialsCarousel />);
    expect(container.textContent).not.toMatch(/Sample/);
  });

  it('shows the real reviews, without the samples, with the note that they are translated', () => {
    render(<TestimonialsCarousel testimonials={[...samples, real]} />);
    expect(screen.getByRole('heading', { name: 'What travellers say' })).toBeInTheDocument();
    expect(screen.getByText('Reviews are translated.')).toBeInTheDocument();
    expect(screen.getAllByText('“A real review.”')[0]).toBeVisible();
    expect(screen.queryByText(/Sample text/)).toBeNull();
  });
});

describe('wrapOffset', () => {
  it.each([
    [0, 1000, 0],
    [-200, 1000, -200],
    [200, 1000, -800],
    [-1200, 1000, -200],
    [2300, 1000, -700],
    [-1000, 1000, 0],
    [50, 0, 0],
  ])('%s px in copies of %s px -> %s', (offset, width, expected) =>
    expect(wrapOffset(offset, width)).toBe(expected),
  );
});
