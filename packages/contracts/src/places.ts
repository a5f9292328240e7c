import { z } from 'zod';
import { CITY_ALIASES, CITY_SLUGS } from '@mizan/domain/places/city';
import { slugify } from '@mizan/domain/text/slug';
import { withCsrf } from './csrf';
import { text } from './text';

// The trip planner's place calls (spec 3 "Place details", 5 result filter, 7 `places/*`, 9 "Trip planner").

/** Longest place name accepted: far above any real name, small enough to refuse junk. */
export const MAX_PLACE_NAME_LENGTH = 200;
/** Spec 7: the radius of a nearby search when none is given; Google's Nearby Search allows up to 50 km. */
export const DEFAULT_NEARBY_RADIUS_M = 1500;
export const MAX_NEARBY_RADIUS_M = 50_000;
/** Spec 5: at most this many reviews per place, the highest rated with text. */
export const MAX_REVIEWS_SHOWN = 3;
/** Photo references are opaque provider strings; Google's resource names run to a few hundred characters. */
export const MAX_PHOTO_REF_LENGTH = 2000;

/** One of the 8 destination slugs, also as written with accents or capitals, or an alias (fez, marrakesh). */
export const destinationCity = text()
  .trim()
  .transform((text) => {
    const key = slugify(text);
    return CITY_ALIASES[key] ?? key;
  })
  .pipe(z.enum(CITY_SLUGS));

/** Google place types (Table A) the planner searches by: spec 9's interest -> place-type mapping. */
export const PLACE_TYPES = [
  'tourist_attraction',
  'museum',
  'art_gallery',
  'mosque',
  'park',
  'restaurant',
  'cafe',
  'bakery',
  'bar',
  'night_club',
  'spa',
  'shopping_mall',
  'department_store',
  'store',
] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

// The spec's own words for some types (spec 9: "attraction", "gallery", "mall", "night club", "department store").
const PLACE_TYPE_ALIASES: Record<string, PlaceType> = {
  attraction: 'tourist_attraction',
  gallery: 'art_gallery',
  mall: 'shopping_mall',
  nightclub: 'night_club',
};

export const placeType = text()
  .trim()
  .transform((text) => {
    const key = text.toLowerCase().replace(/[\s-]+/g, '_');
    return PLACE_TYPE_ALIASES[key] ?? key;
  })
  .pipe(z.enum(PLACE_TYPES));

export const placeDetailsRequest = withCsrf({
  placeName: text().trim().min(1, 'is required').max(MAX_PLACE_NAME_LENGTH),
  city: destinationCity,
});
export type PlaceDetailsRequest = z.input<typeof placeDetailsRequest>;

export const nearbyRequest = withCsrf({
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  type: placeType,
  /** Meters. */
  radius: z.number().positive().max(MAX_NEARBY_RADIUS_M).default(DEFAULT_NEARBY_RADIUS_M),
});
export type NearbyRequest = z.input<typeof nearbyRequest>;

/** `thumb` for the 28-unit thumbnail, `full` for the full-screen viewer. */
export const PHOTO_SIZES = ['thumb', 'full'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

export const placePhotoQuery = z.object({
  ref: text().min(1).max(MAX_PHOTO_REF_LENGTH),
  size: z.enum(PHOTO_SIZES).default('full'),
});
export type PlacePhotoQuery = z.input<typeof placePhotoQuery>;

/** A person or source the provider requires to be credited beside its content (a photo's author). */
export const placeAttribution = z.object({ name: z.string(), uri: z.string().nullable() });

export const placePhoto = z.object({
  /** Opaque reference, as `ref` of GET /api/places/photo. */
  ref: z.string(),
  /** Where the browser loads it: GET /api/places/photo?ref=... */
  url: z.string(),
  /** Show these beside the photo (Google requires its authors' names, linked when a uri is given). */
  attributions: z.array(placeAttribution),
});

export const placeReview = z.object({
  author: z.string(),
  /** The author's profile; Google requires the name to link to it when given. */
  authorUri: z.string().nullable(),
  rating: z.number().min(1).max(5),
  /** As the provider words it ("2 weeks ago"). */
  relativeTime: z.string(),
  text: z.string(),
});

/** Where an answer comes from: our curated catalog (facts only) or Google Places. */
export const PLACE_SOURCES = ['catalog', 'google'] as const;
export type PlaceSource = (typeof PLACE_SOURCES)[number];

/** Spec 3 "Place details": what the results screen shows for one place. */
export const placeDetailsResponse = z.object({
  /** The provider's id (a Google place id, or our catalog id). */
  placeId: z.string(),
  name: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** Stars, 1-5; null when unknown (always for the catalog: it invents no ratings). */
  rating: z.number().min(0).max(5).nullable(),
  reviewCount: z.number().int().min(0).nullable(),
  /** The link for the place's name: its Google Maps page, else its website. */
  url: z.string().nullable(),
  mapsUrl: z.string().nullable(),
  website: z.string().nullable(),
  photos: z.array(placePhoto),
  /** At most 3, highest rated first, each with text (spec 5). */
  reviews: z.array(placeReview).max(MAX_REVIEWS_SHOWN),
  city: z.string().nullable(),
  formatted_address: z.string().nullable(),
  vicinity: z.string().nullable(),
  /** 0 (free) to 4 (very expensive). */
  price_level: z.number().int().min(0).max(4).nullable(),
  source: z.enum(PLACE_SOURCES),
  /** Attributions to show wherever this content shows (["Google Maps"] for Google's), besides the photos' own. */
  attributions: z.array(z.string()),
});
export type PlaceDetailsResponse = z.infer<typeof placeDetailsResponse>;

export const nearbyResponse = z.object({ places: z.array(placeDetailsResponse) });
export type NearbyResponse = z.infer<typeof nearbyResponse>;
