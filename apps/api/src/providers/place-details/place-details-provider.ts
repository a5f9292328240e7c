import type { PlaceSource } from '@mizan/contracts/places';
import type { LatLng } from '@mizan/domain/geo/distance';
import type { CitySlug } from '@mizan/domain/places/city';

export interface PlaceReview {
  author: string;
  /** The author's profile page, when the provider gives one. */
  authorUri: string | null;
  rating: number;
  /** As the provider words it ("2 weeks ago"). */
  relativeTime: string;
  /** May be empty: a rating without words. */
  text: string;
}

export interface PlacePhoto {
  /** Opaque reference for GET /api/places/photo. */
  ref: string;
  /** Authors the provider requires to be credited beside the photo. */
  attributions: { name: string; uri: string | null }[];
}

/** What the screen shows for one place (spec 3 "Place details"); ratings and reviews only from a real provider. */
export interface PlaceDetails {
  placeId: string;
  name: string;
  location: LatLng | null;
  formattedAddress: string | null;
  vicinity: string | null;
  city: string | null;
  rating: number | null;
  reviewCount: number | null;
  /** 0 (free) to 4 (very expensive), as Google counts. */
  priceLevel: number | null;
  website: string | null;
  mapsUrl: string | null;
  photos: PlacePhoto[];
  /** Up to 5, in the provider's order. */
  reviews: PlaceReview[];
}

export interface PlaceDetailsQueryOptions {
  signal?: AbortSignal;
}

/** Google's Nearby Search answers at most 20 places; the catalog is capped alike. */
export const MAX_NEARBY_RESULTS = 20;

/** Pixels across, per size of GET /api/places/photo: a 28-unit thumbnail at 3x, a phone's full width at 3x. */
export const PHOTO_WIDTH_PX = { thumb: 336, full: 1200 } as const;

export interface PlacePhotoData {
  data: Buffer;
  /** image/jpeg, image/png, image/webp... */
  mimeType: string;
}

/** Details, nearby places and photos for the trip planner (spec 7 `places/*`). */
export interface PlaceDetailsProvider {
  readonly name: string;
  /** Whose content this is: decides what may be cached and which attribution the screen shows (ADR 016). */
  readonly source: PlaceSource;
  /**
   * null when no place of that name is known in that city. `placeId`, from an earlier answer of this provider,
   * looks the place up directly instead of searching its name (a stale id falls back to the search).
   */
  details(
    query: { placeName: string; city: CitySlug; placeId?: string | undefined },
    options?: PlaceDetailsQueryOptions,
  ): Promise<PlaceDetails | null>;
  /** Places of a Google type (restaurant, museum, park...) within the radius, nearest first, at most 20. */
  nearby(
    query: { location: LatLng; type: string; radiusMeters: number },
    options?: PlaceDetailsQueryOptions,
  ): Promise<PlaceDetails[]>;
  /** null when there is no such photo. */
  photo(
    query: { ref: string; maxWidthPx: number },
    options?: PlaceDetailsQueryOptions,
  ): Promise<PlacePhotoData | null>;
}
