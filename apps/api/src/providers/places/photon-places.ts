import { z } from 'zod';
import type { LatLng } from '@mizan/domain/geo/distance';
import { DEFAULT_PROVIDER_TIMEOUT_MS, DEFAULT_USER_AGENT, MAX_PREDICTIONS } from '../adapter-defaults';
import type { AdapterOptions } from '../adapter-defaults';
import { endpointUrl } from '../endpoint-url';
import { providerFetchJson } from '../http';
import { parseProviderAnswer } from '../parse-provider-answer';
import { joinAddress, osmAddressComponents, osmLookupKey, osmPlaceId } from './osm-address';
import type { PlacePrediction, PlacesProvider, PlacesQueryOptions, ResolvedPlace, ReverseGeocodeResult } from './places-provider';

const PROVIDER = 'photon';
// Photon cannot filter by country, so ask for more than we show and drop what lies outside Morocco.
const SEARCH_LIMIT = MAX_PREDICTIONS * 2;
// Enough for the places offered to the visitors of one instance over a few minutes.
const RECENT_PLACES = 1000;

const optionalText = z.string().optional();
const featureCollection = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.array(z.number()).min(2) }),
      properties: z.object({
        osm_type: z.enum(['N', 'W', 'R']),
        osm_id: z.number().int().nonnegative(),
        name: optionalText,
        street: optionalText,
        housenumber: optionalText,
        city: optionalText,
        county: optionalText,
        state: optionalText,
        country: optionalText,
        countrycode: optionalText,
      }),
    }),
  ),
});
type PhotonFeature = z.output<typeof featureCollection>['features'][number];

export interface PhotonPlacesOptions extends AdapterOptions {
  /** PHOTON_URL, e.g. https://photon.komoot.io */
  baseUrl: string;
  /** Resolves `osm:` placeIds Photon has no endpoint for: the Nominatim adapter when NOMINATIM_URL is set too. */
  idResolver?: Pick<PlacesProvider, 'resolve'>;
  userAgent?: string;
}

const inMorocco = (feature: PhotonFeature) => feature.properties.countrycode?.toUpperCase() === 'MA';

function toResolved(feature: PhotonFeature): ResolvedPlace {
  const p = feature.properties;
  const street = p.street ? [p.housenumber, p.street].filter(Boolean).join(' ') : undefined;
  const [lng, lat] = feature.geometry.coordinates as [number, number];
  return {
    placeId: osmPlaceId(p.osm_type, p.osm_id),
    name: p.name ?? street ?? p.city ?? p.county ?? p.state ?? 'Morocco',
    formattedAddress: joinAddress([p.name, street, p.city ?? p.county, p.country]),
    location: { lat, lng },
    city: p.city ?? p.county ?? p.state ?? null,
    nameAr: null,
  };
}

/**
 * Places from a Photon geocoder (komoot's OpenStreetMap search-as-you-type engine): `/api` for suggestions and
 * free text, `/reverse` for "use my location". Results outside Morocco are dropped.
 *
 * Photon has no lookup by id, so the placeId of a suggestion (`osm:W123`) is resolved from the places this
 * instance suggested recently, else through `idResolver` (Nominatim's /lookup) when configured; an id neither
 * knows resolves to null and the visitor's text is searched again instead.
 */
export function createPhotonPlaces(options: PhotonPlacesOptions): PlacesProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const headers = { 'user-agent': options.userAgent ?? DEFAULT_USER_AGENT, accept: 'application/json' };
  const recent = new Map<string, ResolvedPlace>();

  const remember = (place: ResolvedPlace) => {
    recent.delete(place.placeId);
    recent.set(place.placeId, place);
    if (recent.size > RECENT_PLACES) recent.delete(recent.keys().next().value as string);
  };

  async function features(path: string, params: Record<string, string | number | undefined>, signal?: AbortSignal) {
    const data = await providerFetchJson(PROVIDER, endpointUrl(options.baseUrl, path, params), { timeoutMs, signal, headers });
    return parseProviderAnswer(PROVIDER, featureCollection, data).features.filter(inMorocco);
  }

  const search = (q: string, near: LatLng | undefined, signal: AbortSignal | undefined) =>
    features('/api', { q, limit: SEARCH_LIMIT, lang: 'en', lat: near?.lat, lon: near?.lng }, signal);

  return {
    name: PROVIDER,

    async autocomplete(input: string, query?: PlacesQueryOptions): Promise<PlacePrediction[]> {
      const predictions = new Map<string, PlacePrediction>();
      for (const feature of await search(input, query?.near, query?.signal)) {
        const place = toResolved(feature);
        remember(place);
        predictions.set(place.placeId, { placeId: place.placeId, description: place.formattedAddress });
      }
      return [...predictions.values()].slice(0, MAX_PREDICTIONS);
    },

    async resolve(placeIdOrText: string, query?: PlacesQueryOptions): Promise<ResolvedPlace | null> {
      if (osmLookupKey(placeIdOrText)) {
        return recent.get(placeIdOrText) ?? (await options.idResolver?.resolve(placeIdOrText, query)) ?? null;
      }
      const [first] = await search(placeIdOrText, query?.near, query?.signal);
      return first ? toResolved(first) : null;
    },

    async reverseGeocode(position: LatLng, query?: { signal?: AbortSignal }): Promise<ReverseGeocodeResult | null> {
      const [first] = await features('/reverse', { lat: position.lat, lon: position.lng, lang: 'en', limit: 1 }, query?.signal);
      if (!first) return null;
      const p = first.properties;
      return {
        formattedAddress: toResolved(first).formattedAddress,
        components: osmAddressComponents({ locality: p.city, district: p.county, region: p.state, country: p.country }),
      };
    },
  };
}
