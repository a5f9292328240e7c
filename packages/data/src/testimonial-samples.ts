// Sample testimonials, NOT REAL CUSTOMER REVIEWS: they show the carousel's layout in tests and while designing.
// Never listed in TESTIMONIALS for visitors (and never shown if they were: they are marked `sample`).
import type { Testimonial } from './testimonials';

export const SAMPLE_TESTIMONIALS: Testimonial[] = [
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
