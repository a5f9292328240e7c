import type { CitySlug } from '../places/city';
import type { Language, Localized } from '../text/language';

// The trip form's interests (spec 2 "Trip planner", step 2).
export const INTERESTS = ['culture', 'food', 'adventure', 'shopping', 'nature', 'beach', 'photography', 'nightlife', 'wellness', 'crafts'] as const;
export type Interest = (typeof INTERESTS)[number];

// The itinerary location types of the spec (3 "Location").
export const LOCATION_TYPES = ['restaurant', 'landmark', 'activity', 'shopping'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** What a place is; the planner uses it for meals (restaurant, cafe), nightlife and day trips. */
export const CATALOG_KINDS = [
  'monument',
  'museum',
  'mosque',
  'palace',
  'garden',
  'souk',
  'crafts',
  'hammam',
  'beach',
  'viewpoint',
  'walk',
  'nature',
  'cafe',
  'restaurant',
  'nightlife',
  'day-trip',
] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 'HH:MM-HH:MM' in Morocco's local time; a close past midnight is written as 24:00 or more (e.g. '19:00-26:00'). */
export type TimeRange = `${number}:${number}-${number}:${number}`;

/** Opening hours for each weekday; an empty list is a closed day. */
export type WeeklyHours = Readonly<Record<Weekday, readonly TimeRange[]>>;

/** Facts for places that serve food, so a plan puts meals only where the traveller's diet is served. */
export interface DietFacts {
  vegetarian: boolean;
  vegan: boolean;
  glutenFree: boolean;
  halal: boolean;
  alcohol: boolean;
}

export interface PlaceNames {
  local?: string;
  fr?: string;
  es?: string;
  de?: string;
}

/** The place's name in a plan written in `language`. */
export function placeName(place: Pick<CatalogPlace, 'name' | 'names'>, language: Language): string {
  if (language === 'en') return place.name;
  return place.names?.[language] ?? place.names?.local ?? place.name;
}

const ENGLISH_WIKIPEDIA = /^https:\/\/en\.wikipedia\.org\/wiki\/([^?#]+)$/;

/**
 * The place's link for a plan written in `language`. An English Wikipedia article becomes a Wikidata Hub link
 * (hub.toolforge.org, maxlath/hub) from that article to the same item's article in the visitor's Wikipedia, which
 * falls back to the English article when that Wikipedia has none: the catalog knows only the English titles, and
 * another language's title is not derived from a name. Official sites, and English plans, keep the link as written.
 */
export function placeLink(place: Pick<CatalogPlace, 'link'>, language: Language): string | undefined {
  const title = language === 'en' ? undefined : place.link?.match(ENGLISH_WIKIPEDIA)?.[1];
  return title === undefined ? place.link : `https://hub.toolforge.org/enwiki:${title}?lang=${language}`;
}

/**
 * One real place the planner may put in a day. Every field is a fact written with care: no ratings, no
 * review counts, no reviews (the embedded details carry none).
 */
export interface CatalogPlace {
  /** `<city>:<slug>`, stable. */
  id: string;
  city: CitySlug;
  /** Name in an English plan: as signs and maps show it, in Latin letters, or its usual English name. */
  name: string;
  /**
   * The name in a French, Spanish or German plan, where it is not `name`: the language's conventional name (the
   * title of the place's article in that language's Wikipedia), or `name`'s descriptive words translated
   * ('Tanneries of Bab Debbagh' -> 'Tanneries de Bab Debbagh'). `local`, the name on the spot (signs, usually
   * French), serves the languages without one of their own. Each catalog file says where its names come from.
   */
  names?: PlaceNames;
  /** Name in Arabic script, to show a taxi driver. */
  nameAr: string;
  lat: number;
  lng: number;
  /** Neighbourhood, for grouping a day's places (e.g. 'medina', 'gueliz', 'kasbah', 'corniche'). */
  area: string;
  kind: CatalogKind;
  type: LocationType;
  interests: readonly Interest[];
  /** Typical visit length in minutes (a meal counts as a visit). */
  visitMinutes: number;
  hours: WeeklyHours;
  /** Entry fee or a meal's usual range for one person, in MAD; [0, 0] for free. */
  priceMad: readonly [min: number, max: number];
  /** 1 economy, 2 comfort, 3 luxury (the trip form's budget). */
  budget: 1 | 2 | 3;
  /** Only for kinds 'restaurant' and 'cafe'. */
  diet?: DietFacts;
  /**
   * Only for kind 'cafe': drinks, sweets or snacks, no meal (a pastry counter, an ice-cream parlour, a tea
   * terrace). A short pause between sights, never a plan's lunch or dinner.
   */
  light?: boolean;
  /** Whether a family with children is welcome and would enjoy it (false for bars, clubs, adult hammams...). */
  familyFriendly: boolean;
  /** Too far to walk from the centre: needs a car, a driver or a taxi (a day trip near the city). */
  outOfTown: boolean;
  /** Free words matched against special requests (e.g. 'rooftop', 'sunset', 'kids', 'architecture', 'history'). */
  tags: readonly string[];
  description: Localized;
  tip: Localized;
  /** Official site, or the encyclopedia article when there is none. */
  link?: string;
  /** Where the hours and prices come from, and when they were checked or written. */
  source: string;
  /** One of the spec's curated landmarks (spec 9) for this city. */
  curated: boolean;
}
