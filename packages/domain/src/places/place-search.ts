import MiniSearch, { type SearchOptions } from 'minisearch';
import { CITY_ALIASES, type CitySlug } from './city';
import { haversineMeters, type LatLng } from '../geo/distance';
import type { GazetteerPlace, PlaceKind } from './place';
import { slugify } from '../text/slug';

export interface PlaceSearchOptions {
  /** The visitor's position: among similar matches, nearer places rank first. */
  near?: LatLng;
  /** At most this many places (default 8, the autocomplete list size). */
  limit?: number;
}

export interface PlaceMatch {
  place: GazetteerPlace;
  /** Text relevance times the nearness boost; only meaningful to compare matches of one query. */
  score: number;
}

export interface PlaceSearch {
  search(query: string, options?: PlaceSearchOptions): PlaceMatch[];
  byId(id: string): GazetteerPlace | undefined;
}

/** One indexed spelling of a place: each alias is its own document so a long alias list does not dilute it. */
interface SpellingDoc {
  id: number;
  name: string;
  city: string;
  kind: string;
}

// Words people add to a place name that carry no meaning for the match ("Place de la Liberté", "the Kasbah").
const STOPWORDS = new Set(['a', 'al', 'and', 'au', 'aux', 'd', 'de', 'des', 'du', 'el', 'et', 'l', 'la', 'le', 'les', 'of', 'the']);

// How visitors name a kind of place in the app's four languages (English, French, Spanish, German), so "hospital
// casablanca", "gare fes", "aeropuerto" or "Bahnhof Fes" find places whose own names lack that word.
const KIND_WORDS: Record<PlaceKind, string> = {
  airport: 'airport aeroport aéroport aeropuerto flughafen',
  'train-station': 'train station gare railway oncf estación tren ferrocarril bahnhof hauptbahnhof zug',
  'bus-station': 'bus station gare routiere routière autocar autobús autobuses busbahnhof',
  'medina-gate': 'gate bab porte puerta tor stadttor',
  square: 'square place plaza platz',
  landmark: 'landmark monument monumento denkmal',
  museum: 'museum musée museo',
  mosque: 'mosque mosquée mezquita moschee',
  garden: 'garden jardin park parc jardín parque garten',
  market: 'market souk marché mercado zoco markt',
  neighbourhood: 'neighbourhood quartier hay barrio viertel',
  hospital: 'hospital hôpital clinic clínica krankenhaus klinik',
  hotel: 'hotel hôtel',
  beach: 'beach plage playa strand',
  port: 'port harbour marina puerto hafen',
  university: 'university université faculté universidad universität',
  mall: 'mall shopping centre commercial centro einkaufszentrum',
};

// A city is found by its slug and by every spelling of CITY_ALIASES ("fez", "marrakesh", "casa").
const cityWords = (city: CitySlug): string =>
  [city, ...Object.entries(CITY_ALIASES).flatMap(([alias, slug]) => (slug === city ? [alias] : []))].join(' ');

const ARABIC = /[\u0600-\u06FF]/;

/**
 * One term as both the index and the query see it: the spec's slug normaliser (accents off, lowercase, a-z0-9)
 * for Latin text; Arabic script is kept, without short vowels and with the alef forms unified, since people
 * type it either way.
 */
export function normaliseTerm(term: string): string | null {
  if (ARABIC.test(term)) {
    const arabic = term.replace(/[\u064B-\u065F\u0670\u0640]/g, '').replace(/[أإآ]/g, 'ا');
    return arabic || null;
  }
  const slug = slugify(term).replace(/-/g, '');
  return slug && !STOPWORDS.has(slug) ? slug : null;
}

// Typo tolerance by word length: none on 1-3 letters (too many false friends among "bab", "fna", "hay"), one edit
// up to 6 letters ("djemaa" -> "jemaa"), two beyond ("koutobia", "boujeloud").
const fuzziness = (term: string): number => (term.length < 4 ? 0 : term.length < 7 ? 1 : 2);

const SEARCH: SearchOptions = {
  fields: ['name', 'city', 'kind'],
  boost: { name: 3, city: 1, kind: 0.5 },
  prefix: (term) => term.length >= 2,
  fuzzy: fuzziness,
  weights: { prefix: 0.5, fuzzy: 0.35 },
};

// Each spelling is its own document, so a word shared by a famous place's many spellings ("jemaa") gets a lower
// inverse document frequency than the same word in an obscure place's single one. The number of spellings the
// gazetteer lists is also a fair sign of how often visitors ask for a place, so it buys that weight back.
const prominence = (place: GazetteerPlace | undefined): number => 1 + 0.1 * Math.min(8, (place?.names.length ?? 1) - 1);

// Nearness can at most double a score: enough to put the Bab Doukkala of the visitor's own city first, not to
// bury a much better textual match a few kilometres away.
const NEARNESS_SCALE_METERS = 5_000;
const nearnessBoost = (place: GazetteerPlace, near: LatLng | undefined) =>
  near ? 1 + 1 / (1 + haversineMeters(near, place) / NEARNESS_SCALE_METERS) : 1;

/**
 * Accent-insensitive, typo-tolerant search over the gazetteer's spellings, ranked by match quality and, when the
 * visitor's position is known, by distance to it. Every query word must match (typos allowed); if none matches
 * that way, places matching at least half of the words are returned instead.
 */
export function createPlaceSearch(places: readonly GazetteerPlace[]): PlaceSearch {
  const docPlace: GazetteerPlace[] = [];
  const docs: SpellingDoc[] = [];
  for (const place of places) {
    const kind = KIND_WORDS[place.kind];
    const city = cityWords(place.city);
    for (const name of [...place.names, place.nameAr]) {
      docs.push({ id: docs.length, name, city, kind });
      docPlace.push(place);
    }
  }
  const searchOptions: SearchOptions = { ...SEARCH, boostDocument: (id: number) => prominence(docPlace[id]) };
  const index = new MiniSearch<SpellingDoc>({ fields: ['name', 'city', 'kind'], processTerm: normaliseTerm, searchOptions });
  index.addAll(docs);
  const byId = new Map(places.map((p) => [p.id, p]));

  return {
    byId: (id) => byId.get(id),
    search(query, options = {}) {
      const words = new Set(MiniSearch.getDefault('tokenize')(query).flatMap((t: string) => normaliseTerm(t) ?? []));
      if (words.size === 0) return [];
      const text = [...words].join(' ');
      let hits = index.search(text, { combineWith: 'AND' });
      if (hits.length === 0) {
        hits = index.search(text, { combineWith: 'OR' }).filter((h) => h.queryTerms.length * 2 >= words.size);
      }
      const best = new Map<string, PlaceMatch>();
      for (const hit of hits) {
        const place = docPlace[hit.id as number];
        if (!place) continue;
        const score = hit.score * nearnessBoost(place, options.near);
        const current = best.get(place.id);
        if (!current || score > current.score) best.set(place.id, { place, score });
      }
      return [...best.values()]
        .sort((a, b) => b.score - a.score || a.place.id.localeCompare(b.place.id))
        .slice(0, options.limit ?? 8);
    },
  };
}
