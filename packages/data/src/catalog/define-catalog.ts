import type { CitySlug } from '@mizan/domain/places/city';
import type { CatalogPlace, TimeRange, WeeklyHours, Weekday } from '@mizan/domain/planner/catalog-place';

// Names in French, Spanish and German plans (`names`, written 2026-11-25), in every city's file: a place's
// conventional name in a language is the title of its article in that language's Wikipedia as known to the author
// (not checked online; 'Palais de la Bahia', 'Palacio de la Bahía', 'Bahia-Palast'); a name that only describes the place has its describing words translated
// and its proper name kept ('Tanneries of Bab Debbagh' -> 'Tanneries de Bab Debbagh', '(day trip)' -> '(excursion)');
// `local` is the name on the spot (signs, usually French) for a language whose own name the author is not sure of.
// German 'Kap Spartel' (2026-11-26) is the one title read in a copy of its de.wikipedia article (the gazetteer's
// cap-spartel source); the other German names are as known to the author, and a place without one keeps `local` or English.
// A place named the same in every language (Jemaa el-Fna, Jardin Majorelle, restaurants and hotels) has no `names`.
type PlaceEntry = Omit<CatalogPlace, 'id' | 'city'> & { slug: string };

/** One city's places, with ids `<city>:<slug>` so an id stays stable when a name is reworded. */
export function defineCatalog(city: CitySlug, entries: readonly PlaceEntry[]): readonly CatalogPlace[] {
  return entries.map(({ slug, ...place }) => ({ id: `${city}:${slug}`, city, ...place }));
}

/**
 * Weekly hours: the same ranges every day, then the days that differ (an empty list closes that day).
 * `weekly(['09:00-17:00'], { tue: [] })` is a museum closed on Tuesdays.
 */
export function weekly(everyDay: readonly TimeRange[], except: Partial<Record<Weekday, readonly TimeRange[]>> = {}): WeeklyHours {
  return {
    mon: except.mon ?? everyDay,
    tue: except.tue ?? everyDay,
    wed: except.wed ?? everyDay,
    thu: except.thu ?? everyDay,
    fri: except.fri ?? everyDay,
    sat: except.sat ?? everyDay,
    sun: except.sun ?? everyDay,
  };
}

/** Always open (a square, a beach, a viewpoint). */
export const ALWAYS_OPEN: WeeklyHours = weekly(['00:00-24:00']);
