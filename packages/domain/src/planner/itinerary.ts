import type { LocationType } from './catalog-place';

// The plan the planner answers (spec 3 "Itinerary", "Location"), in the form's language.

export interface ItineraryLocation {
  name: string;
  /** 'HH:MM-HH:MM', local time. */
  time: string;
  description: string;
  type: LocationType;
  tips: string;
  /** Price for one person, as text in MAD ('Free', '70 MAD', '80-150 MAD'). */
  price: string;
  /** Catalog id (`<city>:<slug>`); absent in the generic fallback plan, which names no real place. */
  placeId?: string;
  lat?: number;
  lng?: number;
  /** Name in Arabic script, to show a taxi driver. */
  nameAr?: string;
  /** Official site or encyclopedia article, when the catalog knows one. */
  link?: string;
}

export interface ItineraryDay {
  /** 1-based. */
  day: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  title: string;
  theme: string;
  locations: ItineraryLocation[];
  dailyTips: string[];
}

export interface PracticalInfo {
  transport: string;
  /** A sentence, or labelled amounts (label -> 'min-max MAD'). */
  budget: string | Record<string, string>;
  tips: string[];
}

export const ITINERARY_SOURCES = ['embedded', 'model'] as const;
export type ItinerarySource = (typeof ITINERARY_SOURCES)[number];

/** What the special requests matched, so the summary can say so. */
export interface SpecialRequestEcho {
  text: string;
  /** Words of the request found in place tags or names. */
  matchedTerms: string[];
  /** Places of the plan chosen partly because of them. */
  placeIds: string[];
}

export interface ItineraryMetadata {
  /** 'embedded': the deterministic planner (or the generic fallback); 'model': a language model chose and wrote it. */
  source: ItinerarySource;
  /** Why a model's plan was not used, or why the generic fallback was. */
  fallbackReason?: string;
  specialRequest?: SpecialRequestEcho;
}

export interface Itinerary {
  days: ItineraryDay[];
  practicalInfo: PracticalInfo;
  metadata: ItineraryMetadata;
}
