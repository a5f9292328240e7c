import { cityArea, cityAt } from '@mizan/data/city-areas';
import { GAZETTEER } from '@mizan/data/gazetteer';
import { CITY_SLUGS, type CitySlug } from '@mizan/domain/places/city';
import { haversineMeters, type LatLng } from '@mizan/domain/geo/distance';
import type { Language, Localized } from '@mizan/domain/text/language';
import { placeName, type GazetteerPlace } from '@mizan/domain/places/place';
import {
  createPlaceSearch,
  type PlaceMatch,
  type PlaceSearch,
  type PlaceSearchOptions,
} from '@mizan/domain/places/place-search';
import { createBoundedMemo } from '../../cache/bounded-memo';
import type {
  AddressComponent,
  PlacesProvider,
  ResolvedPlace,
  ReverseGeocodeResult,
} from './places-provider';

/** The autocomplete list size (the dropdown shows at most this many suggestions). */
export const MAX_PREDICTIONS = 8;
/** A point this close to a gazetteer place is described as "Near <place>". */
export const NEAR_PLACE_METERS = 300;
/** "Near <place>" in the visitor's language ('use my location', the card's From). */
const NEAR: Localized = { en: 'Near', fr: 'Près de', es: 'Cerca de', de: 'Nähe' };
/** Otherwise a point this close to a neighbourhood's spot is described by that neighbourhood. */
export const NEAR_NEIGHBOURHOOD_METERS = 1_500;

/**
 * Searches remembered per provider: visitors ask for the same few places again and again (each keystroke of
 * autocomplete, then the estimate of the chosen text), and a fuzzy search costs 50-300 µs of CPU while a hit
 * costs one map lookup. The gazetteer never changes while the process runs, so a remembered answer is always
 * the answer; the bound caps the memory at a few megabytes.
 */
export const SEARCH_MEMO_ENTRIES = 5_000;

const GAZETTEER_ID = new RegExp(`^(${CITY_SLUGS.join('|')}):[a-z0-9-]+$`);

// Built on first use, then shared by every request: building takes tens of milliseconds, a search well under one.
let index: PlaceSearch | undefined;
const placeSearch = (): PlaceSearch => (index ??= createPlaceSearch(GAZETTEER));

const cityName = (place: GazetteerPlace) => cityArea(place.city).displayName;
// The city as a visitor reading `lang` writes it ("Marrakesch"), for what is shown; `cityName` for what is read.
const localCityName = (city: CitySlug, lang: Language | undefined) => {
  const area = cityArea(city);
  return (lang && lang !== 'en' ? area.nameIn?.[lang] : undefined) ?? area.displayName;
};
// Named in the visitor's language when the gazetteer marks that spelling; search still reads every spelling.
const describePlace = (place: GazetteerPlace, lang?: Language) =>
  `${placeName(place, lang)}, ${localCityName(place.city, lang)}`;

function toResolved(place: GazetteerPlace, lang: Language | undefined): ResolvedPlace {
  return {
    placeId: place.id,
    name: placeName(place, lang),
    formattedAddress: describePlace(place, lang),
    location: { lat: place.lat, lng: place.lng },
    city: cityName(place),
    nameAr: place.nameAr,
    addressFr: describePlace(place, 'fr'),
  };
}

function nearest(
  position: LatLng,
  places: readonly GazetteerPlace[],
  withinMeters: number,
): GazetteerPlace | null {
  let best: { place: GazetteerPlace; distance: number } | null = null;
  for (const place of places) {
    const distance = haversineMeters(position, place);
    if (distance <= withinMeters && (!best || distance < best.distance)) best = { place, distance };
  }
  return best?.place ?? null;
}

function reverseGeocode(position: LatLng, lang: Language | undefined): ReverseGeocodeResult | null {
  const city = cityAt(position);
  if (!city) return null;
  const area = cityArea(city);
  const inCity = GAZETTEER.filter((p) => p.city === city);
  const place = nearest(position, inCity, NEAR_PLACE_METERS);
  const neighbourhood = nearest(
    position,
    inCity.filter((p) => p.kind === 'neighbourhood'),
    NEAR_NEIGHBOURHOOD_METERS,
  );
  const components: AddressComponent[] = [
    ...(neighbourhood ? [{ longName: neighbourhood.names[0], types: ['neighborhood', 'political'] }] : []),
    // The locality in the visitor's language, as the address says it: a screen that adds the city to an address
    // not naming it would otherwise write "Nähe Djemaa el Fna, Marrakesch, Marrakech". Asked without a language
    // (the profile, the meter), the display name.
    { longName: localCityName(city, lang), types: ['locality', 'political'] },
    { longName: area.prefecture, types: ['administrative_area_level_2', 'political'] },
    { longName: area.region, types: ['administrative_area_level_1', 'political'] },
    { longName: 'Morocco', types: ['country', 'political'] },
  ];
  const formattedAddress = place
    ? `${NEAR[lang ?? 'en']} ${describePlace(place, lang)}`
    : neighbourhood
      ? `${placeName(neighbourhood, lang)}, ${localCityName(city, lang)}`
      : localCityName(city, lang);
  return { formattedAddress, components };
}

/**
 * The default places provider: the curated gazetteer in memory, no key and no network. Autocomplete offers the
 * domain's fuzzy near matches; free text resolves only to a place whose spelling it states whole (else null, the
 * estimate's 404); reverse geocoding names the nearest known place, else the
 * neighbourhood, else the city, and answers null outside the eight cities.
 */
export function createEmbeddedPlaces(): PlacesProvider {
  const memo = createBoundedMemo<readonly PlaceMatch[]>(SEARCH_MEMO_ENTRIES);
  const resolved = createBoundedMemo<GazetteerPlace | null>(SEARCH_MEMO_ENTRIES);
  const nearKey = (near: LatLng | undefined) => (near ? `${near.lat},${near.lng}` : '');
  const search = (text: string, options: PlaceSearchOptions): readonly PlaceMatch[] =>
    memo.get(`${options.limit}|${nearKey(options.near)}|${text}`, () => placeSearch().search(text, options));
  // Typed text is priced only as a place it names whole: a near match is for the suggestion list, where the
  // visitor sees it and chooses.
  const resolveText = (text: string, near: LatLng | undefined): GazetteerPlace | null =>
    resolved.get(`${nearKey(near)}|${text}`, () => placeSearch().resolve(text, { near }) ?? null);
  return {
    name: 'embedded',
    async autocomplete(input, options) {
      options?.signal?.throwIfAborted();
      return search(input, { near: options?.near, limit: MAX_PREDICTIONS }).map(({ place }) => ({
        description: describePlace(place, options?.lang),
        placeId: place.id,
      }));
    },
    async resolve(placeIdOrText, options) {
      options?.signal?.throwIfAborted();
      const text = placeIdOrText.trim();
      // A stale or forged placeId must not fall through to a fuzzy match on its words.
      const place = GAZETTEER_ID.test(text) ? placeSearch().byId(text) : resolveText(text, options?.near);
      return place ? toResolved(place, options?.lang) : null;
    },
    async reverseGeocode(position, options) {
      options?.signal?.throwIfAborted();
      return reverseGeocode(position, options?.lang);
    },
  };
}
