import type { CitySlug } from '@mizan/domain/places/city';
import type { GazetteerPlace, PlaceKind } from '@mizan/domain/places/place';

type PlaceRow = readonly [slug: string, kind: PlaceKind, names: GazetteerPlace['names'], nameAr: string, lat: number, lng: number];

/**
 * Turns one city's rows into gazetteer entries. Rows keep the data files dense enough to review line by line
 * against a map; the id is `<city>:<slug>` so it stays stable when a display name is reworded.
 */
export function definePlaces(city: CitySlug, rows: readonly PlaceRow[]): readonly GazetteerPlace[] {
  return rows.map(([slug, kind, names, nameAr, lat, lng]) => ({ id: `${city}:${slug}`, city, kind, names, nameAr, lat, lng }));
}
