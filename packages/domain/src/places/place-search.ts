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
  /** Suggestions while typing: near matches too (a prefix, half of the words), best first. */
  search(query: string, options?: PlaceSearchOptions): PlaceMatch[];
  /**
   * The place a typed text names, for pricing a text that was not picked from the suggestions: only a place one of
   * whose spellings the text states whole (typos allowed), never one it merely shares a word with.
   */
  resolve(query: string, options?: Pick<PlaceSearchOptions, 'near'>): GazetteerPlace | undefined;
  byId(id: string): GazetteerPlace | undefined;
}

/** One indexed spelling of a place: each alias is its own document so a long alias list does not dilute it. */
interface SpellingDoc {
  id: number;
  name: string;
  city: string;
  kind: string;
}

// Words that name a kind of lodging or building rather than one place. Thousands of riads and hotels the gazetteer
// does not list share them, so "Riad Yasmine" must not become "Riad Laarous" on "riad" alone.
const GENERIC_NAME_WORDS = [
  'hotel',
  'riad',
  'ryad',
  'dar',
  'palace',
  'palais',
  'palast',
  // A madrasa is named by its founder or its street like a palace: "ben youssef" names the madrasa as much as the
  // mosque beside it, not only the mosque whose kind word ('mosque') was left out.
  'madrasa',
  'madrassa',
  'medersa',
  'villa',
  'maison',
  'kasbah',
  'residence',
  'resort',
  'spa',
  'suites',
  'hostel',
  'auberge',
  'lodge',
  'grand',
  'royal',
];

// Words people add to a place name that carry no meaning for the match ("Place de la Liberté", "the Kasbah").
const STOPWORDS = new Set([
  'a',
  'al',
  'and',
  'au',
  'aux',
  'd',
  'de',
  'des',
  'du',
  'el',
  'et',
  'l',
  'la',
  'le',
  'les',
  'of',
  'the',
]);

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

const ONE_PER_CITY_KINDS: readonly PlaceKind[] = ['airport', 'train-station'];

/** A shortened name ("jemaa") must be at least this long, its name words together: "ben" or "bab" alone name nothing. */
const LEADING_MIN_LETTERS = 5;

// A city is found by its slug and by every spelling of CITY_ALIASES ("fez", "marrakesh", "casa").
const cityWords = (city: CitySlug): string =>
  [city, ...Object.entries(CITY_ALIASES).flatMap(([alias, slug]) => (slug === city ? [alias] : []))].join(
    ' ',
  );

const ARABIC = /[\u0600-\u06FF]/;

const tokenize = (text: string): string[] => MiniSearch.getDefault('tokenize')(text);

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

// A word names a place when it is none of the words many places share: a city, a kind, a generic building word,
// or a one- or two-letter word ("ii" of Hassan II, "v" of Mohammed V).
function nameWordTest(): (term: string) => boolean {
  const shared = new Set(
    [
      ...Object.values(KIND_WORDS),
      ...Object.keys(CITY_ALIASES),
      ...Object.values(CITY_ALIASES),
      ...GENERIC_NAME_WORDS,
    ]
      .flatMap((text) => tokenize(text))
      .flatMap((word) => normaliseTerm(word) ?? []),
  );
  return (term) => term.length > 2 && !shared.has(term);
}

const SEARCH: SearchOptions = {
  fields: ['name', 'city', 'kind'],
  boost: { name: 3, city: 1, kind: 0.5 },
  prefix: (term) => term.length >= 2,
  fuzzy: fuzziness,
  weights: { prefix: 0.5, fuzzy: 0.35 },
};

// One typed word against the index for resolution: whole words only (typos allowed), since "four" is the start of
// many words and names none of them.
const WHOLE_WORD: SearchOptions = { fields: ['name', 'city', 'kind'], prefix: false, fuzzy: fuzziness };
// A typed word the gazetteer knows as it is ("marina", a kind word and a name) means that word, not a typo of
// another one ("makina" of Fès's Bab Makina).
const EXACT_WORD: SearchOptions = { ...WHOLE_WORD, fuzzy: false };

// Each spelling is its own document, so a word shared by a famous place's many spellings ("jemaa") gets a lower
// inverse document frequency than the same word in an obscure place's single one. The number of spellings the
// gazetteer lists is also a fair sign of how often visitors ask for a place, so it buys that weight back.
const prominence = (place: GazetteerPlace | undefined): number =>
  1 + 0.1 * Math.min(8, (place?.names.length ?? 1) - 1);

// Nearness can at most double a score: enough to put the Bab Doukkala of the visitor's own city first, not to
// bury a much better textual match a few kilometres away.
const NEARNESS_SCALE_METERS = 5_000;
const nearnessBoost = (place: GazetteerPlace, near: LatLng | undefined) =>
  near ? 1 + 1 / (1 + haversineMeters(near, place) / NEARNESS_SCALE_METERS) : 1;

/**
 * Accent-insensitive, typo-tolerant search over the gazetteer's spellings, ranked by match quality and, when the
 * visitor's position is known, by distance to it. Every query word must match (typos allowed); if none matches
 * that way, places matching at least half of the words are returned instead. Resolution is stricter (see
 * `resolve`): a suggestion may be a near miss, a priced place may not.
 */
export function createPlaceSearch(places: readonly GazetteerPlace[]): PlaceSearch {
  const docPlace: GazetteerPlace[] = [];
  const docs: SpellingDoc[] = [];
  const isNameWord = nameWordTest();
  // Per spelling, the words a typed text must state for it: its name words, else (a spelling made only of shared
  // words, like "Gare Marrakech" or "Agadir Marina") all of its words.
  const docRequired: string[][] = [];
  // Each spelling's words as typed text reads them, to find the places a text spells exactly.
  const spelledBy = new Map<string, Set<string>>();
  for (const place of places) {
    const kind = KIND_WORDS[place.kind];
    const city = cityWords(place.city);
    for (const name of [...place.names, place.nameAr]) {
      docs.push({ id: docs.length, name, city, kind });
      docPlace.push(place);
      const words = tokenize(name).flatMap((t) => normaliseTerm(t) ?? []);
      const key = words.join(' ');
      spelledBy.set(key, (spelledBy.get(key) ?? new Set()).add(place.id));
      const nameWords = words.filter(isNameWord);
      docRequired.push(nameWords.length > 0 ? nameWords : words);
    }
  }
  const searchOptions: SearchOptions = { ...SEARCH, boostDocument: (id: number) => prominence(docPlace[id]) };
  const index = new MiniSearch<SpellingDoc>({
    fields: ['name', 'city', 'kind'],
    processTerm: normaliseTerm,
    searchOptions,
  });
  index.addAll(docs);
  const knownTerms = new Set(
    docs.flatMap((doc) =>
      tokenize(`${doc.name} ${doc.city} ${doc.kind}`).flatMap((t) => normaliseTerm(t) ?? []),
    ),
  );
  const byId = new Map(places.map((p) => [p.id, p]));

  const queryWords = (query: string) => [...new Set(tokenize(query).flatMap((t) => normaliseTerm(t) ?? []))];

  /**
   * Whether a text says every word a spelling requires: in its name, or (its city's name, its kind's words) in
   * another of the four languages' words for them: "port de tanger" and "puerto tanger" say the "Tangier port" row.
   * Each kind word the spelling lacks needs a typed word of that kind of its own ("gare" is not "bus station"),
   * and a spelling made of kind words alone ("Gare routière") is said only in its own words.
   */
  function saidWhole(
    required: readonly string[],
    place: GazetteerPlace,
    typed: readonly string[],
    named: ReadonlySet<string>,
  ): boolean {
    const missing = required.filter((w) => !named.has(w));
    if (missing.length === 0) return true;
    const kind = kindTermsOf.get(place.kind) ?? new Set<string>();
    if (required.every((w) => kind.has(w))) return false;
    const cityWords = missing.filter((w) => cityOfTerm.get(w) === place.city);
    const kindWords = missing.filter((w) => cityOfTerm.get(w) !== place.city);
    if (cityWords.length > 0 && !typed.some((w) => cityOfTerm.get(w) === place.city)) return false;
    const spareKindWords = typed.filter((w) => kind.has(w) && !named.has(w)).length;
    return kindWords.every((w) => kind.has(w)) && kindWords.length <= spareKindWords;
  }

  /**
   * The spellings a typed text states: every typed word matches a word of the spelling, its city or its kind, and
   * either every word the spelling requires is said (`whole`, `saidWhole`), or the name words typed are, as typed
   * without a typo, the spelling's first ones (`leading`: the words a visitor shortens a name to, "jemaa" for Jemaa
   * el-Fna, "bou inania" for the Bou Inania Madrasa), at least LEADING_MIN_LETTERS long together ("ben" is the start
   * of too many names).
   */
  function statedPlaceIds(words: readonly string[], how: 'whole' | 'leading'): Set<string> {
    const typedNames = words.filter(isNameWord);
    const leadingLetters = typedNames.reduce((sum, w) => sum + w.length, 0);
    const wordsHitting = new Map<number, number>();
    const nameTermsHit = new Map<number, Set<string>>();
    for (const word of words) {
      for (const hit of index.search(word, knownTerms.has(word) ? EXACT_WORD : WHOLE_WORD)) {
        const id = hit.id as number;
        wordsHitting.set(id, (wordsHitting.get(id) ?? 0) + 1);
        const terms = nameTermsHit.get(id) ?? new Set<string>();
        for (const [term, fields] of Object.entries(hit.match)) if (fields.includes('name')) terms.add(term);
        nameTermsHit.set(id, terms);
      }
    }
    const stated = new Set<string>();
    for (const [id, count] of wordsHitting) {
      const place = docPlace[id];
      const terms = nameTermsHit.get(id);
      const required = docRequired[id] ?? [];
      const named =
        how === 'whole'
          ? place !== undefined && saidWhole(required, place, words, terms ?? new Set())
          : leadingLetters >= LEADING_MIN_LETTERS &&
            typedNames.length < required.length &&
            required.slice(0, typedNames.length).every((w) => typedNames.includes(w) && isNameWord(w));
      if (place && count === words.length && named) stated.add(place.id);
    }
    return stated;
  }

  const search: PlaceSearch['search'] = (query, options = {}) => {
    const words = new Set(queryWords(query));
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
  };

  // Each kind's words in the four languages, as the index sees them.
  const kindTermsOf = new Map(
    (Object.keys(KIND_WORDS) as PlaceKind[]).map(
      (kind) => [kind, new Set(tokenize(KIND_WORDS[kind]).flatMap((t) => normaliseTerm(t) ?? []))] as const,
    ),
  );
  // The kinds a visitor names alone and means their city's one ("the airport", "la gare"), as the index sees their
  // words. Not the bus stations (each company has its own) nor hotels, museums...: the gazetteer listing one of
  // them in a city does not make it the city's only one.
  const kindTerms = ONE_PER_CITY_KINDS.map(
    (kind) => [kind, kindTermsOf.get(kind) ?? new Set<string>()] as const,
  );

  // Every spelling of every city's name, as the index sees it ("marrakesch", "fez", "casa").
  const cityOfTerm = new Map<string, CitySlug>();
  for (const place of places)
    for (const term of tokenize(cityWords(place.city)).flatMap((t) => normaliseTerm(t) ?? []))
      cityOfTerm.set(term, place.city);

  /** The city of the place nearest a position. */
  function cityNear(near: LatLng): CitySlug | undefined {
    let nearest: GazetteerPlace | undefined;
    for (const place of places)
      if (!nearest || haversineMeters(near, place) < haversineMeters(near, nearest)) nearest = place;
    return nearest?.city;
  }

  /**
   * A text that only names such a kind ("airport", "aéroport", "gare", "Flughafen"), with a city ("aeropuerto
   * Marrakech", "Bahnhof Fes") or else near the visitor: the place of that kind in that city, when the city has only
   * one (Casablanca's three stations stay unresolved).
   */
  function onlyOfItsKind(words: readonly string[], near: LatLng | undefined): GazetteerPlace | undefined {
    const kindWords = words.filter((w) => !cityOfTerm.has(w));
    const cities = new Set(words.flatMap((w) => cityOfTerm.get(w) ?? []));
    const kind = kindTerms.find(
      ([, terms]) => kindWords.length > 0 && kindWords.every((w) => terms.has(w)),
    )?.[0];
    if (!kind || cities.size > 1) return undefined;
    const city: CitySlug | undefined = [...cities][0] ?? (near ? cityNear(near) : undefined);
    const ofKind = places.filter((p) => p.kind === kind && p.city === city);
    return ofKind.length === 1 ? ofKind[0] : undefined;
  }

  /**
   * The best-ranked of the stated places (the search's ranking, nearness included: "Bab Doukkala" is in two cities),
   * or, for a shortened name, none when another place of that city starts the same way ("ben": the Ben Youssef
   * mosque and madrasa).
   */
  function pick(query: string, stated: Set<string>, near: LatLng | undefined, how: 'whole' | 'leading') {
    const ranked = search(query, { near, limit: Number.POSITIVE_INFINITY }).filter((m) =>
      stated.has(m.place.id),
    );
    const best = ranked[0]?.place;
    if (how === 'leading' && ranked.some((m) => m.place !== best && m.place.city === best?.city))
      return undefined;
    return best;
  }

  function resolveWords(query: string, words: readonly string[], near: LatLng | undefined) {
    const whole = statedPlaceIds(words, 'whole');
    // A text that is one of a place's spellings, word for word, means that place over others it also states
    // ("agdal rabat" is the district's spelling; "rabat agdal" the station's).
    const spelled = [...(spelledBy.get(words.join(' ')) ?? [])].filter((id) => whole.has(id));
    if (spelled.length > 0) return pick(query, new Set(spelled), near, 'whole');
    if (whole.size > 0) return pick(query, whole, near, 'whole');
    const ofItsKind = onlyOfItsKind(words, near);
    if (ofItsKind) return ofItsKind;
    const leading = statedPlaceIds(words, 'leading');
    return leading.size > 0 ? pick(query, leading, near, 'leading') : undefined;
  }

  return {
    byId: (id) => byId.get(id),
    search,
    resolve(query, options = {}) {
      const words = queryWords(query);
      if (words.length === 0) return undefined;
      const found = resolveWords(query, words, options.near);
      const home = options.near ? cityNear(options.near) : undefined;
      if (!found || !home || found.city === home || words.some((w) => cityOfTerm.has(w))) return found;
      // A text naming no city that states a place of another city than the position's: "medina" states only
      // Marrakech's Médina whole, as "kasbah" does Marrakech's Kasbah, since the other cities' spell theirs with the
      // city's name ("Rabat Medina", "Kasbah Tanger"). Near Rabat's station it means Rabat's, read with the city.
      const withCity = [
        ...words,
        ...[...cityOfTerm].flatMap(([term, city]) => (city === home ? [term] : [])),
      ];
      const local = resolveWords(withCity.join(' '), withCity, options.near);
      return local?.city === home ? local : found;
    },
  };
}
