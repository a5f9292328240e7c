import type { LatLng } from '@mizan/domain/geo/distance';
import type { TripField } from './trip-field';

// The embedded gazetteer's placeIds start with the place's city ("marrakech:jemaa-el-fna"); other providers'
// ids do not name one, and a located field's ref is its coordinates.
const CITY_PREFIX = /^([a-z]+):[a-z0-9-]+$/;

/** The city of a field filled with a chosen suggestion, else null. */
export function fieldCity(field: TripField): string | null {
  return (field.ref === null ? null : CITY_PREFIX.exec(field.ref)?.[1]) ?? null;
}

/**
 * The centre of a city of the estimator's, to rank the other field's suggestions near it: "airport" typed after
 * a departure in Marrakech lists Menara first, not Casablanca's. Loaded when first wanted (the city areas are not
 * on the page's first load; the meter loads the same module once it has a position).
 */
export async function cityCentre(city: string): Promise<LatLng | undefined> {
  const { CITY_AREAS } = await import('@mizan/data/city-areas');
  return CITY_AREAS.find((area) => area.city === city)?.circles[0].centre;
}
