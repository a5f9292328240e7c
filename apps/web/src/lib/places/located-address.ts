import type { ReverseGeocodeResponse } from '@mizan/contracts/taxi';

// The city of an address, by preference (spec 7): locality, then prefecture, then region.
const CITY_TYPES = ['locality', 'administrative_area_level_2', 'administrative_area_level_1'] as const;

export function cityOf(result: ReverseGeocodeResponse['results'][number]): string | null {
  for (const type of CITY_TYPES) {
    const component = result.address_components.find((c) => c.types.includes(type));
    if (component) return component.long_name;
  }
  return null;
}

/**
 * The text 'use my location' puts in the field: the first result's address, with its city added when the
 * address does not already say it (a taxi driver needs the city), or null when nothing is known there.
 */
export function locatedAddress(answer: ReverseGeocodeResponse): string | null {
  const first = answer.status === 'OK' ? answer.results[0] : undefined;
  if (!first) return null;
  const city = cityOf(first);
  const address = first.formatted_address.trim();
  if (!city || address.toLowerCase().includes(city.toLowerCase())) return address || city;
  return address ? `${address}, ${city}` : city;
}
