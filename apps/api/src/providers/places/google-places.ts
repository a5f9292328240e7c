import { z } from 'zod';
import type { LatLng } from '@mizan/domain/geo/distance';
import { DEFAULT_PROVIDER_TIMEOUT_MS, MAX_PREDICTIONS } from '../adapter-defaults';
import type { AdapterOptions } from '../adapter-defaults';
import { endpointUrl } from '../endpoint-url';
import { providerFetchJson } from '../http';
import { parseProviderAnswer } from '../parse-provider-answer';
import { ProviderError } from '../provider-error';
import type { PlacePrediction, PlacesProvider, PlacesQueryOptions, ResolvedPlace, ReverseGeocodeResult } from './places-provider';

const PROVIDER = 'google-places';
const PLACE_ID_PREFIX = 'google:';
// Suggestions near the visitor first: 30 km covers a city and its airport (the API allows up to 50 km).
const BIAS_RADIUS_M = 30_000;
const PLACE_FIELDS = ['id', 'displayName', 'formattedAddress', 'location', 'addressComponents'];
const SEARCH_PAGE_SIZE = 5;

// Google leaves empty repeated fields out of its JSON: no suggestion is `{}`.
const autocompleteAnswer = z.object({
  suggestions: z
    .array(z.object({ placePrediction: z.object({ placeId: z.string().min(1), text: z.object({ text: z.string() }) }).optional() }))
    .default([]),
});
// A Place (New) resource restricted by PLACE_FIELDS.
const placeResource = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string() }).optional(),
  formattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  addressComponents: z.array(z.object({ longText: z.string(), shortText: z.string().optional(), types: z.array(z.string()) })).default([]),
});
type GooglePlace = z.output<typeof placeResource>;
const searchTextAnswer = z.object({ places: z.array(placeResource).default([]) });
// Geocoding API (developers.google.com/maps/documentation/geocoding): always 200, the outcome is in `status`.
const geocodeAnswer = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
        address_components: z.array(z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) })),
      }),
    )
    .default([]),
});

export interface GooglePlacesOptions extends AdapterOptions {
  /** GOOGLE_MAPS_API_KEY */
  apiKey: string;
  /** Places API (New), default https://places.googleapis.com */
  placesBaseUrl?: string;
  /** Geocoding API, default https://maps.googleapis.com */
  geocodeBaseUrl?: string;
}

// Which component names the city, in the spec's order of preference (spec 4, reverse-geocode).
const CITY_TYPES = ['locality', 'administrative_area_level_2', 'administrative_area_level_1'];

function pickCity(components: { name: string; types: string[] }[]): string | null {
  for (const type of CITY_TYPES) {
    const found = components.find((c) => c.types.includes(type));
    if (found) return found.name;
  }
  return null;
}

const isMorocco = (components: { short: string | undefined; types: string[] }[]) =>
  components.some((c) => c.types.includes('country') && c.short?.toUpperCase() === 'MA');

function placeInMorocco(place: GooglePlace): ResolvedPlace | null {
  const components = place.addressComponents;
  if (!isMorocco(components.map((c) => ({ short: c.shortText, types: c.types })))) return null;
  const name = place.displayName?.text ?? place.formattedAddress ?? place.id;
  return {
    placeId: `${PLACE_ID_PREFIX}${place.id}`,
    name,
    formattedAddress: place.formattedAddress ?? name,
    location: { lat: place.location.latitude, lng: place.location.longitude },
    city: pickCity(components.map((c) => ({ name: c.longText, types: c.types }))),
    nameAr: null,
  };
}

function geocodeFailure(status: string, message: string | undefined): ProviderError {
  // Quota and server trouble may pass; a refused key or a bad request will not.
  const passing = status === 'OVER_QUERY_LIMIT' || status === 'OVER_DAILY_LIMIT' || status === 'UNKNOWN_ERROR';
  // Google's own wording stays in the cause, for the logs: the message is shown to visitors.
  return new ProviderError(PROVIDER, passing ? 'unavailable' : 'failed', `Google geocoding answered ${status}`, { cause: message });
}

/**
 * Google Places API (New) for suggestions (`places:autocomplete`, Morocco only, biased around the visitor),
 * placeIds (`GET places/{id}`) and free text (`places:searchText`); the Geocoding API for reverse geocoding.
 * Our placeIds are `google:<Google place id>`, so they never collide with free text or other providers' ids.
 */
export function createGooglePlaces(options: GooglePlacesOptions): PlacesProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const placesBase = options.placesBaseUrl ?? 'https://places.googleapis.com';
  const geocodeBase = options.geocodeBaseUrl ?? 'https://maps.googleapis.com';
  const jsonHeaders = (fieldMask?: string) => ({
    'content-type': 'application/json',
    'x-goog-api-key': options.apiKey,
    ...(fieldMask ? { 'x-goog-fieldmask': fieldMask } : {}),
  });
  const locationBias = (near: LatLng | undefined) =>
    near ? { locationBias: { circle: { center: { latitude: near.lat, longitude: near.lng }, radius: BIAS_RADIUS_M } } } : {};

  async function details(id: string, signal: AbortSignal | undefined): Promise<ResolvedPlace | null> {
    const url = endpointUrl(placesBase, `/v1/places/${encodeURIComponent(id)}`, { languageCode: 'en' });
    const data = await providerFetchJson(PROVIDER, url, { timeoutMs, signal, headers: jsonHeaders(PLACE_FIELDS.join(',')) });
    return placeInMorocco(parseProviderAnswer(PROVIDER, placeResource, data));
  }

  async function searchText(text: string, query: PlacesQueryOptions | undefined): Promise<ResolvedPlace | null> {
    const data = await providerFetchJson(PROVIDER, endpointUrl(placesBase, '/v1/places:searchText'), {
      method: 'POST',
      timeoutMs,
      signal: query?.signal,
      headers: jsonHeaders(PLACE_FIELDS.map((f) => `places.${f}`).join(',')),
      body: JSON.stringify({ textQuery: text, languageCode: 'en', regionCode: 'ma', pageSize: SEARCH_PAGE_SIZE, ...locationBias(query?.near) }),
    });
    const { places } = parseProviderAnswer(PROVIDER, searchTextAnswer, data);
    for (const place of places) {
      const resolved = placeInMorocco(place);
      if (resolved) return resolved;
    }
    return null;
  }

  return {
    name: PROVIDER,

    async autocomplete(input: string, query?: PlacesQueryOptions): Promise<PlacePrediction[]> {
      const data = await providerFetchJson(PROVIDER, endpointUrl(placesBase, '/v1/places:autocomplete'), {
        method: 'POST',
        timeoutMs,
        signal: query?.signal,
        headers: jsonHeaders(),
        body: JSON.stringify({ input, includedRegionCodes: ['ma'], languageCode: 'en', ...locationBias(query?.near) }),
      });
      const { suggestions } = parseProviderAnswer(PROVIDER, autocompleteAnswer, data);
      return suggestions
        .flatMap(({ placePrediction: p }) => (p ? [{ placeId: `${PLACE_ID_PREFIX}${p.placeId}`, description: p.text.text }] : []))
        .slice(0, MAX_PREDICTIONS);
    },

    resolve(placeIdOrText: string, query?: PlacesQueryOptions): Promise<ResolvedPlace | null> {
      if (placeIdOrText.startsWith(PLACE_ID_PREFIX)) return details(placeIdOrText.slice(PLACE_ID_PREFIX.length), query?.signal);
      return searchText(placeIdOrText, query);
    },

    async reverseGeocode(position: LatLng, query?: { signal?: AbortSignal }): Promise<ReverseGeocodeResult | null> {
      const url = endpointUrl(geocodeBase, '/maps/api/geocode/json', {
        latlng: `${position.lat},${position.lng}`,
        key: options.apiKey,
        language: 'en',
      });
      const answer = parseProviderAnswer(PROVIDER, geocodeAnswer, await providerFetchJson(PROVIDER, url, { timeoutMs, signal: query?.signal }));
      if (answer.status === 'ZERO_RESULTS') return null;
      if (answer.status !== 'OK') throw geocodeFailure(answer.status, answer.error_message);
      const first = answer.results[0];
      if (!first || !isMorocco(first.address_components.map((c) => ({ short: c.short_name, types: c.types })))) return null;
      return {
        formattedAddress: first.formatted_address,
        components: first.address_components.map((c) => ({ longName: c.long_name, types: c.types })),
      };
    },
  };
}
