import type { LatLng } from '@mizan/domain/geo/distance';
import type { Language } from '@mizan/domain/text/language';

export interface PlacePrediction {
  description: string;
  placeId: string;
}

/** A place resolved to coordinates, ready for routing and for choosing the city tariff. */
export interface ResolvedPlace {
  placeId: string;
  name: string;
  formattedAddress: string;
  location: LatLng;
  /** The city as the provider names it (any spelling); the estimator normalises it. */
  city: string | null;
  /** Name in Arabic script when the provider knows it (the "show the driver" view). */
  nameAr: string | null;
  /**
   * The place as a French reader names it ("Mosquée Koutoubia, Marrakech"), for the driver, when the provider names
   * places by language (else `formattedAddress` is its only name).
   */
  addressFr?: string;
}

export interface AddressComponent {
  longName: string;
  types: string[];
}

export interface ReverseGeocodeResult {
  formattedAddress: string;
  components: AddressComponent[];
}

export interface PlacesQueryOptions {
  /** The visitor's position, to rank nearby matches first. */
  near?: LatLng;
  /** The visitor's language, for providers that can name a place in it. */
  lang?: Language;
  signal?: AbortSignal;
}

export interface PlacesProvider {
  readonly name: string;
  autocomplete(input: string, options?: PlacesQueryOptions): Promise<PlacePrediction[]>;
  /** A placeId from autocomplete, or free text typed by the visitor; null when nothing matches. */
  resolve(placeIdOrText: string, options?: PlacesQueryOptions): Promise<ResolvedPlace | null>;
  /** null when no address is known at that point. */
  reverseGeocode(position: LatLng, options?: PlacesQueryOptions): Promise<ReverseGeocodeResult | null>;
}
