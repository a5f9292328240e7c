// The eight destination cities of the product (spec 2 "Trip planner", issue 3 gazetteer).
export const CITY_SLUGS = ['marrakech', 'fes', 'casablanca', 'rabat', 'chefchaouen', 'essaouira', 'agadir', 'tangier'] as const;
export type CitySlug = (typeof CITY_SLUGS)[number];

/** Spelling variants people type, mapped to our slug (spec 9: fez -> fes, marrakesh -> marrakech). */
export const CITY_ALIASES: Record<string, CitySlug> = {
  fez: 'fes',
  marrakesh: 'marrakech',
  // The German and Spanish names: 'Marrakesch' (de), 'Xauen' (es).
  marrakesch: 'marrakech',
  tanger: 'tangier',
  tangiers: 'tangier',
  chaouen: 'chefchaouen',
  xauen: 'chefchaouen',
  casa: 'casablanca',
};
