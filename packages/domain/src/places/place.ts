import type { Language } from '../text/language';
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
  /**
   * Which of `names` is the place's own name in a visitor's language ("Gare de Marrakech" in French), when one of
   * them clearly is; English is always the first. An index, never a new name: spellings stay in one list.
   */
  nameIn?: Readonly<Partial<Record<Exclude<Language, 'en'>, number>>>;
  /** The name in Arabic script, for the "show the driver" view. */
  nameAr: string;
  lat: number;
  lng: number;
}

/** The name a visitor reading `language` knows the place by: its marked spelling, else the display name. */
export function placeName(place: Pick<GazetteerPlace, 'names' | 'nameIn'>, language?: Language): string {
  const index = language && language !== 'en' ? place.nameIn?.[language] : undefined;
  return place.names[index ?? 0] ?? place.names[0];
}
