import { z } from 'zod';
import { cityArea } from '@mizan/data/city-areas';
import type { LatLng } from '@mizan/domain/geo/distance';
import type { CitySlug } from '@mizan/domain/places/city';
import { DEFAULT_PROVIDER_TIMEOUT_MS } from '../adapter-defaults';
import type { AdapterOptions } from '../adapter-defaults';
import { endpointUrl } from '../endpoint-url';
import { providerFetchJson } from '../http';
import { parseProviderAnswer } from '../parse-provider-answer';
import { ProviderError } from '../provider-error';
import { isInCity } from './city-match';
import { MAX_NEARBY_RESULTS } from './place-details-provider';
import type {
  PlaceDetails,
  PlaceDetailsProvider,
  PlaceDetailsQueryOptions,
  PlacePhotoData,
  PlaceReview,
} from './place-details-provider';

const PROVIDER = 'google-place-details';
/** Candidates read from a text search: the right city's place is almost always among the first few. */
const SEARCH_PAGE_SIZE = 5;
/** Around the city's centre; a bias, not a limit, so day trips out of town are still found. */
const BIAS_RADIUS_M = 30_000;
/** Google returns up to 5 reviews and 10 photos; the screen shows 3 reviews (spec 5) and one photo at a time. */
const MAX_REVIEWS = 5;
const MAX_PHOTOS = 3;
/** A photo answer larger than this is not a thumbnail: refused rather than streamed to a phone on roaming. */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

// What the screen shows, and nothing else (Google bills by the fields asked for; reviews are the dearest).
const DETAIL_FIELDS = [
  'id',
  'displayName',
  'formattedAddress',
  'shortFormattedAddress',
  'location',
  'rating',
  'userRatingCount',
  'priceLevel',
  'websiteUri',
  'googleMapsUri',
  'photos',
  'reviews',
  'addressComponents',
];
// A nearby list shows no reviews: they are only asked for one place at a time.
const NEARBY_FIELDS = DETAIL_FIELDS.filter((field) => field !== 'reviews');

// Places API (New) `PriceLevel` (developers.google.com/maps/documentation/places/web-service/reference/rest/v1/places#pricelevel);
// PRICE_LEVEL_UNSPECIFIED and any value added later read as unknown.
const PRICE_LEVELS: Record<string, number> = {
  PRICE_LEVEL_FREE: 0,
  PRICE_LEVEL_INEXPENSIVE: 1,
  PRICE_LEVEL_MODERATE: 2,
  PRICE_LEVEL_EXPENSIVE: 3,
  PRICE_LEVEL_VERY_EXPENSIVE: 4,
};

/** Google photo resource names (`places/{placeId}/photos/{reference}`); anything else never reaches Google. */
const PHOTO_NAME = /^places\/[A-Za-z0-9_-]{1,300}\/photos\/[A-Za-z0-9_-]{1,1500}$/;
/** A Google place id, as sent back to `GET /v1/places/{id}`. */
const PLACE_ID = /^[A-Za-z0-9_-]{1,300}$/;

// Google's JSON leaves out empty and unknown fields, so everything but the id may be missing.
const localizedText = z.object({ text: z.string(), languageCode: z.string().optional() });
const authorAttribution = z.object({
  displayName: z.string().optional(),
  uri: z.string().optional(),
  photoUri: z.string().optional(),
});
const photoResource = z.object({
  name: z.string().min(1),
  widthPx: z.number().optional(),
  heightPx: z.number().optional(),
  authorAttributions: z.array(authorAttribution).default([]),
});
const reviewResource = z.object({
  rating: z.number().optional(),
  relativePublishTimeDescription: z.string().optional(),
  text: localizedText.optional(),
  originalText: localizedText.optional(),
  authorAttribution: authorAttribution.optional(),
});
const placeResource = z.object({
  id: z.string().min(1),
  displayName: localizedText.optional(),
  formattedAddress: z.string().optional(),
  shortFormattedAddress: z.string().optional(),
  location: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .optional(),
  rating: z.number().min(0).max(5).optional(),
  userRatingCount: z.number().int().min(0).optional(),
  priceLevel: z.string().optional(),
  websiteUri: z.string().optional(),
  googleMapsUri: z.string().optional(),
  photos: z.array(photoResource).default([]),
  reviews: z.array(reviewResource).default([]),
  addressComponents: z
    .array(z.object({ longText: z.string(), shortText: z.string().optional(), types: z.array(z.string()) }))
    .default([]),
});
type GooglePlace = z.output<typeof placeResource>;
// `{}` is Google's "nothing found" for both searches.
const placesAnswer = z.object({ places: z.array(placeResource).default([]) });
const photoMediaAnswer = z.object({ name: z.string().optional(), photoUri: z.url() });

export interface GooglePlaceDetailsOptions extends AdapterOptions {
  /** GOOGLE_MAPS_API_KEY */
  apiKey: string;
  /** Places API (New), default https://places.googleapis.com (GOOGLE_MAPS_BASE_URL: a proxy, the test fake). */
  baseUrl?: string | undefined;
}

// Which component names the city, in the spec's order of preference (as for reverse geocoding).
const CITY_TYPES = ['locality', 'administrative_area_level_2', 'administrative_area_level_1'];

function cityOf(place: GooglePlace): string | null {
  for (const type of CITY_TYPES) {
    const found = place.addressComponents.find((c) => c.types.includes(type));
    if (found) return found.longText;
  }
  return null;
}

/** Google's text search cannot be limited to a country: a place abroad is dropped (when its country is given). */
function outsideMorocco(place: GooglePlace): boolean {
  const country = place.addressComponents.find((c) => c.types.includes('country'));
  return country !== undefined && country.shortText?.toUpperCase() !== 'MA';
}

function toReview(review: z.output<typeof reviewResource>): PlaceReview | null {
  // A review without stars cannot be shown as one (spec 3: author, rating, relative time, text).
  if (review.rating === undefined || review.rating < 1 || review.rating > 5) return null;
  return {
    author: review.authorAttribution?.displayName?.trim() || 'A Google user',
    authorUri: review.authorAttribution?.uri ?? null,
    rating: review.rating,
    relativeTime: review.relativePublishTimeDescription ?? '',
    text: (review.text?.text ?? review.originalText?.text ?? '').trim(),
  };
}

function toDetails(place: GooglePlace): PlaceDetails {
  return {
    placeId: place.id,
    name: place.displayName?.text ?? place.formattedAddress ?? place.id,
    location: place.location ? { lat: place.location.latitude, lng: place.location.longitude } : null,
    formattedAddress: place.formattedAddress ?? null,
    // Places (New) has no `vicinity`; its short address is the same thing (street and town).
    vicinity: place.shortFormattedAddress ?? null,
    city: cityOf(place),
    rating: place.rating ?? null,
    reviewCount: place.userRatingCount ?? null,
    priceLevel: place.priceLevel === undefined ? null : (PRICE_LEVELS[place.priceLevel] ?? null),
    website: place.websiteUri ?? null,
    mapsUrl: place.googleMapsUri ?? null,
    photos: place.photos.slice(0, MAX_PHOTOS).map((photo) => ({
      ref: photo.name,
      attributions: photo.authorAttributions.flatMap((a) =>
        a.displayName ? [{ name: a.displayName, uri: a.uri ?? null }] : [],
      ),
    })),
    reviews: place.reviews.slice(0, MAX_REVIEWS).flatMap((review) => toReview(review) ?? []),
  };
}

/**
 * fetch() with the adapter's timeout and failures mapped like providers/http.ts, except that `absent` statuses
 * (an unknown place id, a photo that is gone) answer null: for those, Google's refusal means "no such thing".
 */
async function fetchOrAbsent(
  url: URL,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  absent: readonly number[],
): Promise<Response | null> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: combined });
  } catch (cause) {
    if (timeout.aborted)
      throw new ProviderError(PROVIDER, 'timeout', `${PROVIDER} did not answer in time`, { cause });
    throw new ProviderError(PROVIDER, 'unavailable', `${PROVIDER} is unreachable`, { cause });
  }
  if (absent.includes(response.status)) {
    await response.body?.cancel();
    return null;
  }
  if (response.status === 429 || response.status >= 500) {
    await response.body?.cancel();
    throw new ProviderError(PROVIDER, 'unavailable', `${PROVIDER} is unavailable (HTTP ${response.status})`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderError(PROVIDER, 'failed', `${PROVIDER} refused the request (HTTP ${response.status})`);
  }
  return response;
}

async function readBody<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (cause) {
    if (cause instanceof ProviderError) throw cause;
    const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
    if (timedOut)
      throw new ProviderError(PROVIDER, 'timeout', `${PROVIDER} did not answer in time`, { cause });
    throw new ProviderError(PROVIDER, 'failed', `${PROVIDER} sent an unreadable answer`, { cause });
  }
}

/** The image bytes, refused when they are not an image or too large for a phone. */
async function readImage(response: Response): Promise<PlacePhotoData> {
  const mimeType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!mimeType.startsWith('image/')) {
    await response.body?.cancel();
    throw new ProviderError(PROVIDER, 'failed', `${PROVIDER} sent a photo that is not an image`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_PHOTO_BYTES) {
    await response.body?.cancel();
    throw new ProviderError(PROVIDER, 'failed', `${PROVIDER} sent a photo too large to show`);
  }
  const data = Buffer.from(await readBody(() => response.arrayBuffer()));
  if (data.length > MAX_PHOTO_BYTES)
    throw new ProviderError(PROVIDER, 'failed', `${PROVIDER} sent a photo too large to show`);
  return { data, mimeType };
}

/**
 * Google Places API (New) for the trip planner: Text Search finds a place by name near its city, Place Details
 * reads it again by id, Nearby Search lists places of a type around a point, and Place Photos serves the images.
 * Every call names its fields (X-Goog-FieldMask) and carries the key in X-Goog-Api-Key, never in a URL.
 */
export function createGooglePlaceDetails(options: GooglePlaceDetailsOptions): PlaceDetailsProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const base = options.baseUrl || 'https://places.googleapis.com';
  const headers = (fieldMask?: string) => ({
    'content-type': 'application/json',
    'x-goog-api-key': options.apiKey,
    ...(fieldMask ? { 'x-goog-fieldmask': fieldMask } : {}),
  });
  const circle = (center: LatLng, radius: number) => ({
    circle: { center: { latitude: center.lat, longitude: center.lng }, radius },
  });

  async function search(placeName: string, city: CitySlug, signal: AbortSignal | undefined) {
    const area = cityArea(city);
    const data = await providerFetchJson(PROVIDER, endpointUrl(base, '/v1/places:searchText'), {
      method: 'POST',
      timeoutMs,
      signal,
      headers: headers(DETAIL_FIELDS.map((field) => `places.${field}`).join(',')),
      body: JSON.stringify({
        textQuery: `${placeName}, ${area.displayName}`,
        languageCode: 'en',
        regionCode: 'ma',
        pageSize: SEARCH_PAGE_SIZE,
        locationBias: circle(area.circles[0].centre, BIAS_RADIUS_M),
      }),
    });
    const places = parseProviderAnswer(PROVIDER, placesAnswer, data)
      .places.filter((place) => !outsideMorocco(place))
      .map(toDetails);
    // The first in the destination city; else the first found, for the caller's city filter to turn away.
    return places.find((place) => isInCity(place, city)) ?? places[0] ?? null;
  }

  async function byId(placeId: string, signal: AbortSignal | undefined): Promise<PlaceDetails | null> {
    if (!PLACE_ID.test(placeId)) return null;
    const url = endpointUrl(base, `/v1/places/${placeId}`, { languageCode: 'en', regionCode: 'ma' });
    // 404: the id is obsolete (Google retires ids as places change); 400: it was never one.
    const response = await fetchOrAbsent(
      url,
      { headers: headers(DETAIL_FIELDS.join(',')) },
      timeoutMs,
      signal,
      [400, 404],
    );
    if (!response) return null;
    const place = parseProviderAnswer(PROVIDER, placeResource, await readBody(() => response.json()));
    return outsideMorocco(place) ? null : toDetails(place);
  }

  return {
    name: PROVIDER,
    source: 'google',

    async details({ placeName, city, placeId }, query?: PlaceDetailsQueryOptions) {
      const known = placeId ? await byId(placeId, query?.signal) : null;
      return known ?? search(placeName, city, query?.signal);
    },

    async nearby({ location, type, radiusMeters }, query?: PlaceDetailsQueryOptions) {
      const data = await providerFetchJson(PROVIDER, endpointUrl(base, '/v1/places:searchNearby'), {
        method: 'POST',
        timeoutMs,
        signal: query?.signal,
        headers: headers(NEARBY_FIELDS.map((field) => `places.${field}`).join(',')),
        body: JSON.stringify({
          includedTypes: [type],
          maxResultCount: MAX_NEARBY_RESULTS,
          locationRestriction: circle(location, radiusMeters),
          rankPreference: 'DISTANCE',
          languageCode: 'en',
          regionCode: 'ma',
        }),
      });
      return parseProviderAnswer(PROVIDER, placesAnswer, data)
        .places.filter((place) => !outsideMorocco(place))
        .map(toDetails);
    },

    async photo({ ref, maxWidthPx }, query?: PlaceDetailsQueryOptions) {
      if (!PHOTO_NAME.test(ref)) return null;
      // skipHttpRedirect: Google answers the image's short-lived address as JSON, so the key is only ever sent
      // to Google's API host, never along a redirect to the image host.
      const mediaUrl = endpointUrl(base, `/v1/${ref}/media`, { maxWidthPx, skipHttpRedirect: 'true' });
      const media = await fetchOrAbsent(
        mediaUrl,
        { headers: headers() },
        timeoutMs,
        query?.signal,
        [400, 404],
      );
      if (!media) return null;
      const { photoUri } = parseProviderAnswer(
        PROVIDER,
        photoMediaAnswer,
        await readBody(() => media.json()),
      );
      const image = await fetchOrAbsent(new URL(photoUri), {}, timeoutMs, query?.signal, [404]);
      return image ? readImage(image) : null;
    },
  };
}
