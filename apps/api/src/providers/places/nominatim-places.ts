import { z } from 'zod';
import type { LatLng } from '@mizan/domain/geo/distance';
import { DEFAULT_PROVIDER_TIMEOUT_MS, DEFAULT_USER_AGENT, MAX_PREDICTIONS } from '../adapter-defaults';
import type { AdapterOptions } from '../adapter-defaults';
import { endpointUrl } from '../endpoint-url';
import { providerFetchJson } from '../http';
import { parseProviderAnswer } from '../parse-provider-answer';
import { joinAddress, osmAddressComponents, osmLookupKey, osmPlaceId } from './osm-address';
import type { PlacePrediction, PlacesProvider, PlacesQueryOptions, ResolvedPlace, ReverseGeocodeResult } from './places-provider';

const PROVIDER = 'nominatim';
// Half a degree box around the visitor (about 55 km): a city and its airport. Biases, does not bound.
const VIEWBOX_HALF_DEGREES = 0.25;
const OSM_TYPE = { node: 'N', way: 'W', relation: 'R' } as const;

// jsonv2 sends coordinates as strings; accept numbers too rather than break on a server upgrade.
const coordinate = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
// `format=jsonv2` place (nominatim.org/release-docs "Place Output"); address and namedetails on request.
const place = z.object({
  osm_type: z.enum(['node', 'way', 'relation']),
  osm_id: z.number().int().nonnegative(),
  lat: coordinate,
  lon: coordinate,
  name: z.string().optional(),
  display_name: z.string(),
  address: z.record(z.string(), z.string()).optional(),
  namedetails: z.record(z.string(), z.string()).nullable().optional(),
});
type NominatimPlace = z.output<typeof place>;
const placeList = z.array(place);
// Nothing at that point is a 200 `{ "error": "Unable to geocode" }`.
const reverseAnswer = z.union([z.object({ error: z.string() }), place]);

export interface NominatimPlacesOptions extends AdapterOptions {
  /** NOMINATIM_URL, e.g. https://nominatim.openstreetmap.org */
  baseUrl: string;
  /** The usage policy requires one that identifies the application. */
  userAgent?: string;
}

const inMorocco = (p: NominatimPlace) => p.address?.country_code?.toLowerCase() === 'ma';

function cityOf(address: Record<string, string>): string | null {
  return address.city ?? address.town ?? address.village ?? address.municipality ?? address.county ?? address.state ?? null;
}

function toResolved(p: NominatimPlace): ResolvedPlace {
  const address = p.address ?? {};
  const name = p.name || (p.display_name.split(',')[0] ?? p.display_name);
  const street = address.road ? [address.house_number, address.road].filter(Boolean).join(' ') : undefined;
  return {
    placeId: osmPlaceId(OSM_TYPE[p.osm_type], p.osm_id),
    name,
    formattedAddress: joinAddress([name, street, cityOf(address), address.country]),
    location: { lat: p.lat, lng: p.lon },
    city: cityOf(address),
    nameAr: p.namedetails?.['name:ar'] ?? null,
  };
}

function viewbox(near: LatLng | undefined): string | undefined {
  if (!near) return undefined;
  const d = VIEWBOX_HALF_DEGREES;
  return [near.lng - d, near.lat + d, near.lng + d, near.lat - d].map((n) => n.toFixed(5)).join(',');
}

/**
 * Places from a Nominatim server (OpenStreetMap): `/search` restricted to Morocco, `/lookup` for `osm:N123`
 * placeIds, `/reverse` for "use my location". Every request carries an identifying User-Agent.
 *
 * The public nominatim.openstreetmap.org forbids search-as-you-type: use it for autocomplete only on a
 * self-hosted instance, or pair it with Photon (select-places-provider does) and keep Nominatim for lookups.
 */
export function createNominatimPlaces(options: NominatimPlacesOptions): PlacesProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const headers = { 'user-agent': options.userAgent ?? DEFAULT_USER_AGENT, accept: 'application/json' };
  const common = { format: 'jsonv2', addressdetails: 1, 'accept-language': 'en' };

  const get = (path: string, params: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    providerFetchJson(PROVIDER, endpointUrl(options.baseUrl, path, { ...common, ...params }), { timeoutMs, signal, headers });

  async function search(q: string, limit: number, query?: PlacesQueryOptions): Promise<NominatimPlace[]> {
    const data = await get('/search', { q, countrycodes: 'ma', limit, namedetails: 1, viewbox: viewbox(query?.near) }, query?.signal);
    return parseProviderAnswer(PROVIDER, placeList, data).filter(inMorocco);
  }

  return {
    name: PROVIDER,

    async autocomplete(input: string, query?: PlacesQueryOptions): Promise<PlacePrediction[]> {
      const places = (await search(input, MAX_PREDICTIONS, query)).map(toResolved);
      return places.slice(0, MAX_PREDICTIONS).map((p) => ({ placeId: p.placeId, description: p.formattedAddress }));
    },

    async resolve(placeIdOrText: string, query?: PlacesQueryOptions): Promise<ResolvedPlace | null> {
      const osmIds = osmLookupKey(placeIdOrText);
      if (osmIds) {
        const data = await get('/lookup', { osm_ids: osmIds, namedetails: 1 }, query?.signal);
        const [found] = parseProviderAnswer(PROVIDER, placeList, data).filter(inMorocco);
        return found ? toResolved(found) : null;
      }
      const [first] = await search(placeIdOrText, 1, query);
      return first ? toResolved(first) : null;
    },

    async reverseGeocode(position: LatLng, query?: { signal?: AbortSignal }): Promise<ReverseGeocodeResult | null> {
      const data = await get('/reverse', { lat: position.lat, lon: position.lng }, query?.signal);
      const answer = parseProviderAnswer(PROVIDER, reverseAnswer, data);
      if ('error' in answer || !inMorocco(answer)) return null;
      const address = answer.address ?? {};
      return {
        formattedAddress: answer.display_name,
        components: osmAddressComponents({
          locality: address.city ?? address.town ?? address.village ?? address.municipality,
          district: address.county ?? address.state_district,
          region: address.state ?? address.region,
          country: address.country,
        }),
      };
    },
  };
}
