import type { FastifyBaseLogger } from 'fastify';
import { MAX_REVIEWS_SHOWN, nearbyResponse, placeDetailsResponse } from '@mizan/contracts/places';
import type {
  NearbyResponse,
  PhotoSize,
  PlaceDetailsResponse,
  PlaceSource,
  PlaceType,
} from '@mizan/contracts/places';
import type { LatLng } from '@mizan/domain/geo/distance';
import type { CitySlug } from '@mizan/domain/places/city';
import type { CacheStore } from '../cache/cache-store';
import { HttpError } from '../http-error';
import { isInCity } from '../providers/place-details/city-match';
import { PHOTO_WIDTH_PX } from '../providers/place-details/place-details-provider';
import type {
  PlaceDetails,
  PlaceDetailsProvider,
  PlacePhotoData,
  PlaceReview,
} from '../providers/place-details/place-details-provider';
import { ProviderError } from '../providers/provider-error';
import type { ProviderFailure } from '../providers/provider-error';
import { withDeadline } from '../providers/with-deadline';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long an answer is kept (ADR 016). Our catalog is ours: the spec's 24 h. Google's terms forbid caching its
 * content except place ids (kept 30 days here) and coordinates: its answers are kept one hour, the length of a
 * planning session, so the screen's sequential lookups and a regenerated plan do not pay and wait twice.
 */
export const CONTENT_TTL_MS: Record<PlaceSource, number> = { catalog: DAY_MS, google: HOUR_MS };
export const PLACE_ID_TTL_MS = 30 * DAY_MS;
/** A place not found, or a provider that failed, is not asked again for an hour (spec 9: negative ttl 1 h). */
export const NEGATIVE_TTL_MS = HOUR_MS;

/** Shown wherever a provider's content shows (Google's policies: "Google Maps" beside Places content). */
const ATTRIBUTIONS: Record<PlaceSource, string[]> = { catalog: [], google: ['Google Maps'] };

type Remembered = { kind: 'not-found' } | { kind: 'failure'; failure: ProviderFailure; message: string };

/** Place details, nearby places and photos for the trip planner's results (spec 3, 5, 7 `places/*`). */
export interface PlaceDetailsService {
  /** 404 when no such place is known in that city (spec 5's filter), a provider's failure as 502/503/504. */
  details(placeName: string, city: CitySlug): Promise<PlaceDetailsResponse>;
  nearby(location: LatLng, type: PlaceType, radiusMeters: number): Promise<NearbyResponse>;
  /** 404 when there is no such photo (the catalog has none: the screen shows its placeholder). */
  photo(ref: string, size: PhotoSize): Promise<PlacePhotoData>;
}

/** Spec 5: at most 3 reviews, the highest rated among those with text (the provider's order among equals). */
export function selectReviews(reviews: readonly PlaceReview[]): PlaceReview[] {
  return reviews
    .filter((review) => review.text.trim() !== '')
    .map((review, index) => ({ review, index }))
    .sort((a, b) => b.review.rating - a.review.rating || a.index - b.index)
    .slice(0, MAX_REVIEWS_SHOWN)
    .map(({ review }) => review);
}

function toResponse(place: PlaceDetails, source: PlaceSource): PlaceDetailsResponse {
  return {
    placeId: place.placeId,
    name: place.name,
    location: place.location,
    rating: place.rating,
    reviewCount: place.reviewCount,
    url: place.mapsUrl ?? place.website,
    mapsUrl: place.mapsUrl,
    website: place.website,
    photos: place.photos.map((photo) => ({
      ref: photo.ref,
      url: `/api/places/photo?ref=${encodeURIComponent(photo.ref)}`,
      attributions: photo.attributions,
    })),
    reviews: selectReviews(place.reviews),
    city: place.city,
    formatted_address: place.formattedAddress,
    vicinity: place.vicinity,
    price_level: place.priceLevel,
    source,
    attributions: ATTRIBUTIONS[source],
  };
}

/** The name as a cache key: "Musée  Dar Si Saïd" and "musee dar si said" are the same question. */
function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function createPlaceDetailsService(deps: {
  placeDetails: PlaceDetailsProvider;
  cache: CacheStore;
  timeoutMs: number;
  log: FastifyBaseLogger;
}): PlaceDetailsService {
  const { placeDetails: provider, cache, timeoutMs, log } = deps;
  const contentTtlMs = CONTENT_TTL_MS[provider.source];
  // The provider is part of every key: an answer of the catalog never stands for Google's, nor the reverse.
  const prefix = `places:${provider.name}`;

  // The cache only saves time and calls: when it fails, the provider is asked as if nothing were cached.
  async function read(key: string) {
    try {
      return await cache.get(key);
    } catch (error) {
      log.warn({ err: error, key }, 'place cache unreadable; asking the provider');
      return null;
    }
  }
  async function write(key: string, value: unknown, ttlMs: number, negative = false) {
    try {
      await cache.set(key, value, { ttlMs, negative });
    } catch (error) {
      log.warn({ err: error, key }, 'place cache not written');
    }
  }

  /** The error a remembered answer stands for: the provider's failure again, or 404. */
  function replay(value: unknown, notFound: string): Error {
    const remembered = value as Remembered;
    if (remembered.kind === 'failure')
      return new ProviderError(provider.name, remembered.failure, remembered.message);
    return new HttpError(404, 'not_found', notFound);
  }

  /** Runs a provider call; a failure is remembered for an hour, so a down provider is not asked by everyone. */
  async function ask<T>(key: string, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await withDeadline(provider.name, timeoutMs, call);
    } catch (error) {
      if (error instanceof ProviderError && error.failure !== 'not_configured') {
        const remembered: Remembered = { kind: 'failure', failure: error.failure, message: error.message };
        await write(key, remembered, NEGATIVE_TTL_MS, true);
      }
      throw error;
    }
  }

  return {
    async details(placeName, city) {
      const key = nameKey(placeName);
      const contentKey = `${prefix}:details:${city}:${key}`;
      const idKey = `${prefix}:place-id:${city}:${key}`;
      const notFound = `No place named "${placeName}" is known in this city.`;

      const cached = await read(contentKey);
      if (cached?.negative) throw replay(cached.value, notFound);
      const fresh = cached ? placeDetailsResponse.safeParse(cached.value) : null;
      if (fresh?.success) return fresh.data;

      const knownId = await read(idKey);
      const placeId = knownId && typeof knownId.value === 'string' ? knownId.value : undefined;
      const found = await ask(contentKey, (signal) =>
        provider.details({ placeName, city, placeId }, { signal }),
      );
      // Spec 5: a place found elsewhere than the destination city is not shown.
      if (!found || !isInCity(found, city)) {
        await write(contentKey, { kind: 'not-found' } satisfies Remembered, NEGATIVE_TTL_MS, true);
        throw new HttpError(404, 'not_found', notFound);
      }
      const answer = toResponse(found, provider.source);
      await write(contentKey, answer, contentTtlMs);
      if (found.placeId !== placeId) await write(idKey, found.placeId, PLACE_ID_TTL_MS);
      return answer;
    },

    async nearby(location, type, radiusMeters) {
      // ~10 m of rounding: a visitor standing still asks the same question twice.
      const at = { lat: Number(location.lat.toFixed(4)), lng: Number(location.lng.toFixed(4)) };
      const radius = Math.round(radiusMeters);
      const key = `${prefix}:nearby:${type}:${at.lat},${at.lng}:${radius}`;

      const cached = await read(key);
      if (cached?.negative) throw replay(cached.value, 'Nothing is known around this point.');
      const fresh = cached ? nearbyResponse.safeParse(cached.value) : null;
      if (fresh?.success) return fresh.data;

      const found = await ask(key, (signal) =>
        provider.nearby({ location: at, type, radiusMeters: radius }, { signal }),
      );
      const answer = { places: found.map((place) => toResponse(place, provider.source)) };
      await write(key, answer, contentTtlMs);
      return answer;
    },

    async photo(ref, size) {
      // Never stored here (Google's terms): the browser keeps it, under the route's cache-control.
      const found = await withDeadline(provider.name, timeoutMs, (signal) =>
        provider.photo({ ref, maxWidthPx: PHOTO_WIDTH_PX[size] }, { signal }),
      );
      if (!found) throw new HttpError(404, 'not_found', 'No such photo');
      return found;
    },
  };
}
