import { cityArea } from '@mizan/data/city-areas';
import { CITY_ALIASES } from '@mizan/domain/places/city';
import type { CitySlug } from '@mizan/domain/places/city';

// "casa" is an alias people type for Casablanca, but also a word of many addresses ("Casa Lalla", "Casa Hassan").
const NOT_IN_ADDRESSES = new Set(['casa']);

/** Lowercase words without accents: "Jemaa el-Fna, Fès 30110" -> ["jemaa", "el", "fna", "fes", "30110"]. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const NAMES_BY_CITY = new Map<CitySlug, ReadonlySet<string>>();

/** Every spelling of the city that an address may carry: its slug, its display name, its aliases (fez, marrakesh). */
function cityNames(city: CitySlug): ReadonlySet<string> {
  let names = NAMES_BY_CITY.get(city);
  if (!names) {
    const aliases = Object.entries(CITY_ALIASES).flatMap(([alias, slug]) =>
      slug === city && !NOT_IN_ADDRESSES.has(alias) ? [alias] : [],
    );
    names = new Set([city, ...words(cityArea(city).displayName), ...aliases]);
    NAMES_BY_CITY.set(city, names);
  }
  return names;
}

/**
 * Spec 5's result filter: a place belongs to the destination when its city, address or vicinity names that
 * city, accent-insensitively and in any of its spellings ("Fès", "Fes", "Fez"), as a whole word.
 */
export function isInCity(
  place: { city: string | null; formattedAddress: string | null; vicinity: string | null },
  city: CitySlug,
): boolean {
  const names = cityNames(city);
  return [place.city, place.formattedAddress, place.vicinity].some(
    (text) => text !== null && words(text).some((word) => names.has(word)),
  );
}
