import type { AddressComponent } from './places-provider';

const OSM_PLACE_ID = /^osm:([NWR])(\d{1,19})$/;

export type OsmType = 'N' | 'W' | 'R';

/**
 * Our placeId for an OpenStreetMap object, `osm:N123` (node), `osm:W123` (way), `osm:R123` (relation): the
 * form Nominatim's /lookup takes (`osm_ids=N123`), so Photon's and Nominatim's ids are interchangeable.
 */
export function osmPlaceId(type: OsmType, id: number | string): string {
  return `osm:${type}${id}`;
}

/** The `N123` lookup key of an `osm:N123` placeId; null for anything else (free text, another provider's id). */
export function osmLookupKey(placeId: string): string | null {
  const match = OSM_PLACE_ID.exec(placeId);
  return match ? `${match[1]}${match[2]}` : null;
}

export interface OsmAddressParts {
  locality?: string | null;
  district?: string | null;
  region?: string | null;
  country?: string | null;
}

/**
 * OSM address parts named with Google's component types, which the reverse-geocode response carries and the
 * web app reads in the spec's order (locality, administrative_area_level_2, administrative_area_level_1).
 */
export function osmAddressComponents(parts: OsmAddressParts): AddressComponent[] {
  const components: [string | null | undefined, string][] = [
    [parts.locality, 'locality'],
    [parts.district, 'administrative_area_level_2'],
    [parts.region, 'administrative_area_level_1'],
    [parts.country, 'country'],
  ];
  return components.flatMap(([longName, type]) => (longName ? [{ longName, types: [type, 'political'] }] : []));
}

/** "Name, street, city, country" without blanks or a name repeated by the street or city. */
export function joinAddress(parts: (string | null | undefined)[]): string {
  const seen = new Set<string>();
  return parts
    .filter((part): part is string => Boolean(part?.trim()))
    .filter((part) => !seen.has(part) && Boolean(seen.add(part)))
    .join(', ');
}
