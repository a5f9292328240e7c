import type { LatLng } from '@mizan/domain/geo/distance';
import type { CitySlug } from '@mizan/domain/places/city';

export interface PlaceReview {
  author: string;
  rating: number;
  /** As the provider words it ("2 weeks ago"). */
  relativeTime: string;
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
  reviews: PlaceReview[];
}

export interface PlaceDetailsQueryOptions {
  signal?: AbortSignal;
}

/** Details, nearby places and photos for the trip planner (spec 7 `places/*`). */
export interface PlaceDetailsProvider {
  readonly name: string;
  /** null when no place of that name is known in that city. */
  details(
    query: { placeName: string; city: CitySlug },
    options?: PlaceDetailsQueryOptions,
  ): Promise<PlaceDetails | null>;
  /** Places of a Google-style type (restaurant, museum, park...) within the radius, nearest first. */
  nearby(
    query: { location: LatLng; type: string; radiusMeters: number },
    options?: PlaceDetailsQueryOptions,
  ): Promise<PlaceDetails[]>;
  /** null when there is no such photo. */
  photo(ref: string, options?: PlaceDetailsQueryOptions): Promise<{ data: Buffer; mimeType: string } | null>;
}
