import type { CitySlug } from '@mizan/domain/places/city';
import type { Language } from '@mizan/domain/text/language';
import { haversineMeters, type LatLng } from '@mizan/domain/geo/distance';

export interface Circle {
  centre: LatLng;
  radiusMeters: number;
}

export interface CityArea {
  city: CitySlug;
  /** How the city is written in addresses (reverse geocode `locality`). */
  displayName: string;
  /**
   * The city's own name in a visitor's language where it differs (Marrakesch, Tánger, Fez): a place is written
   * "<place>, <city>" in the visitor's language. The address components keep `displayName`.
   */
  nameIn?: Readonly<Partial<Record<Exclude<Language, 'en'>, string>>>;
  /** Prefecture or province (`administrative_area_level_2`). */
  prefecture: string;
  /** Region since the 2015 reform (`administrative_area_level_1`). */
  region: string;
  /** The built-up city first (its centre ranks cities), then extra circles such as a distant airport. */
  circles: readonly [Circle, ...Circle[]];
}

const circle = (lat: number, lng: number, radiusMeters: number): Circle => ({ centre: { lat, lng }, radiusMeters });

/**
 * Where each city is, for the estimator's tariff choice and its cross-city check.
 * Source: centres and extents read from public maps (OpenStreetMap); radii drawn generously around the built-up
 * area so every gazetteer entry fits, but small enough that neighbouring towns (Mohammedia, Témara's south,
 * Tétouan) stay out. Airports far from the centre get their own 4-5 km circle instead of a city-sized radius.
 * Administrative names: the 2015 regional division of Morocco (12 regions) and its prefectures/provinces.
 */
export const CITY_AREAS: readonly CityArea[] = [
  { city: 'marrakech', displayName: 'Marrakech', nameIn: { de: 'Marrakesch' }, prefecture: 'Marrakech', region: 'Marrakech-Safi', circles: [circle(31.6295, -7.9811, 12_000)] },
  { city: 'fes', displayName: 'Fès', nameIn: { es: 'Fez' }, prefecture: 'Fès', region: 'Fès-Meknès', circles: [circle(34.0331, -5.0003, 9_000), circle(33.9273, -4.978, 4_000)] },
  { city: 'casablanca', displayName: 'Casablanca', prefecture: 'Casablanca', region: 'Casablanca-Settat', circles: [circle(33.5731, -7.5898, 15_000), circle(33.3675, -7.5898, 5_000)] },
  { city: 'rabat', displayName: 'Rabat', prefecture: 'Rabat', region: 'Rabat-Salé-Kénitra', circles: [circle(34.0209, -6.8416, 12_000)] },
  { city: 'chefchaouen', displayName: 'Chefchaouen', prefecture: 'Chefchaouen', region: 'Tanger-Tétouan-Al Hoceïma', circles: [circle(35.1688, -5.2636, 4_000)] },
  { city: 'essaouira', displayName: 'Essaouira', prefecture: 'Essaouira', region: 'Marrakech-Safi', circles: [circle(31.5085, -9.7595, 8_000), circle(31.3975, -9.6817, 4_000)] },
  { city: 'agadir', displayName: 'Agadir', prefecture: 'Agadir-Ida-Ou-Tanane', region: 'Souss-Massa', circles: [circle(30.4202, -9.5982, 12_000), circle(30.325, -9.4131, 4_000)] },
  { city: 'tangier', displayName: 'Tangier', nameIn: { fr: 'Tanger', es: 'Tánger', de: 'Tanger' }, prefecture: 'Tanger-Assilah', region: 'Tanger-Tétouan-Al Hoceïma', circles: [circle(35.7595, -5.834, 14_000)] },
];

const AREA_BY_CITY = new Map(CITY_AREAS.map((area) => [area.city, area]));

export function cityArea(city: CitySlug): CityArea {
  const area = AREA_BY_CITY.get(city);
  if (!area) throw new Error(`No area for city ${city}`);
  return area;
}

/**
 * The city whose area contains the point (the nearest centre wins if two areas ever overlap), else null.
 * The estimator uses it to pick a tariff and to refuse a trip that crosses cities.
 */
export function cityAt(point: LatLng): CitySlug | null {
  let best: { city: CitySlug; distance: number } | null = null;
  for (const area of CITY_AREAS) {
    if (!area.circles.some((c) => haversineMeters(point, c.centre) <= c.radiusMeters)) continue;
    const distance = haversineMeters(point, area.circles[0].centre);
    if (!best || distance < best.distance) best = { city: area.city, distance };
  }
  return best?.city ?? null;
}
