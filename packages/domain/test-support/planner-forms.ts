import { CITY_SLUGS, type CitySlug } from '../src/places/city';
import { INTERESTS } from '../src/planner/catalog-place';
import { DIETS, TRANSPORTS, TRAVELERS, type TripForm } from '../src/planner/trip-form';
import { LANGUAGES } from '../src/text/language';

// Random trip forms for property tests and the bench, from a seeded generator: the same seed gives the same
// forms on every machine (domain code never calls Math.random).

/** mulberry32: a small, fast 32-bit generator; uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

/** A non-empty subset, each item in with probability `p`, in the list's order. */
function subset<T>(rand: () => number, items: readonly T[], p: number): T[] {
  const chosen = items.filter(() => rand() < p);
  return chosen.length > 0 ? chosen : [pick(rand, items)];
}

const REQUEST_WORDS = [
  'rooftop',
  'sunset',
  'kids',
  'history',
  'architecture',
  'quiet',
  'live music',
  'gardens',
  'hammam',
  'photos',
];

export interface RandomFormOptions {
  destinations?: readonly CitySlug[];
  /** A fixed duration (e.g. 10 for the long-trip bench), else 1 to 10. */
  duration?: number;
}

export function randomTripForm(rand: () => number, options: RandomFormOptions = {}): TripForm {
  const year = 2026 + Math.floor(rand() * 2);
  const month = 1 + Math.floor(rand() * 12);
  const day = 1 + Math.floor(rand() * 28);
  const dietRoll = rand();
  const words = REQUEST_WORDS.filter(() => rand() < 0.12);
  return {
    destination: pick(rand, options.destinations ?? CITY_SLUGS),
    duration: options.duration ?? 1 + Math.floor(rand() * 10),
    travelers: pick(rand, TRAVELERS),
    startDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    interests: subset(rand, INTERESTS, 0.3),
    budget: pick(rand, [1, 2, 3] as const),
    transport: subset(rand, TRANSPORTS, 0.35),
    diet: dietRoll < 0.5 ? ['none'] : dietRoll < 0.6 ? [] : subset(rand, DIETS.slice(1), 0.3),
    specialRequests: words.length > 0 ? `We would like ${words.join(' and ')}` : '',
    language: pick(rand, LANGUAGES),
  };
}
