import type { CitySlug } from './city';

export const PLACE_KINDS = [
  'airport',
  'train-station',
  'bus-station',
  'medina-gate',
  'square',
  'landmark',
  'museum',
  'mosque',
  'garden',
  'market',
  'neighbourhood',
  'hospital',
  'hotel',
  'beach',
  'port',
  'university',
  'mall',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** One gazetteer entry: a real place people ask a taxi to go to. */
export interface GazetteerPlace {
  /** Stable id, `<city>:<slug>`; used as the embedded provider's placeId. */
  id: string;
  city: CitySlug;
  kind: PlaceKind;
  /** Display name first, then every spelling people type (English, French, transliterated Arabic, aliases). */
  names: readonly [string, ...string[]];
  /** The name in Arabic script, for the "show the driver" view. */
  nameAr: string;
  lat: number;
  lng: number;
}
