// Testimonials shown in the home carousel (spec 2 "Home"). This is a content file the operator edits.
//
// THE ENTRIES BELOW ARE SAMPLES, NOT REAL CUSTOMER REVIEWS: they only show the layout. Replace them with
// real reviews (with the customer's consent) and set `sample: false`. A sample is never shown to a visitor:
// the carousel shows only the entries that are not samples, and with none the home page has no carousel
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

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 'sample-1',
    name: 'Sample traveller',
    country: 'Example country',
    initials: 'ST',
    rating: 5,
    writtenOn: '2025-08-12',
    excerpt: {
      en: 'Sample text: replace with a real review about checking a taxi fare before the ride.',
      es: 'Texto de ejemplo: sustitúyalo por una reseña real sobre comprobar la tarifa del taxi antes del trayecto.',
      fr: 'Texte d’exemple : remplacez-le par un vrai avis sur la vérification du prix du taxi avant la course.',
      de: 'Beispieltext: durch eine echte Bewertung zur Prüfung des Taxipreises vor der Fahrt ersetzen.',
    },
    sample: true,
  },
  {
    id: 'sample-2',
    name: 'Sample traveller',
    country: 'Example country',
    initials: 'SA',
    rating: 5,
    writtenOn: '2025-08-21',
    excerpt: {
      en: 'Sample text: replace with a real review about the voice translator at a market.',
      es: 'Texto de ejemplo: sustitúyalo por una reseña real sobre el traductor de voz en un mercado.',
      fr: 'Texte d’exemple : remplacez-le par un vrai avis sur le traducteur vocal au marché.',
      de: 'Beispieltext: durch eine echte Bewertung zum Sprachübersetzer auf einem Markt ersetzen.',
    },
    sample: true,
  },
  {
    id: 'sample-3',
    name: 'Sample traveller',
    country: 'Example country',
    initials: 'SM',
    rating: 5,
    writtenOn: '2025-08-30',
    excerpt: {
      en: 'Sample text: replace with a real review about the live taximeter.',
      es: 'Texto de ejemplo: sustitúyalo por una reseña real sobre el taxímetro en directo.',
      fr: 'Texte d’exemple : remplacez-le par un vrai avis sur le taximètre en direct.',
      de: 'Beispieltext: durch eine echte Bewertung zum Live-Taxameter ersetzen.',
    },
    sample: true,
  },
  {
    id: 'sample-4',
    name: 'Sample traveller',
    country: 'Example country',
    initials: 'SP',
    rating: 5,
    writtenOn: '2025-09-06',
    excerpt: {
      en: 'Sample text: replace with a real review about the trip planner.',
      es: 'Texto de ejemplo: sustitúyalo por una reseña real sobre el planificador de viajes.',
      fr: 'Texte d’exemple : remplacez-le par un vrai avis sur le planificateur de voyage.',
      de: 'Beispieltext: durch eine echte Bewertung zum Reiseplaner ersetzen.',
    },
    sample: true,
  },
];

/** The testimonials a visitor may see: real reviews only, never the samples that show the layout. */
export function publishedTestimonials(list: readonly Testimonial[] = TESTIMONIALS): Testimonial[] {
  return list.filter((item) => !item.sample);
}
