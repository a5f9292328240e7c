import { z } from 'zod';
import type { LatLng } from '@mizan/domain/geo/distance';
import { DEFAULT_PROVIDER_TIMEOUT_MS } from '../adapter-defaults';
import type { AdapterOptions } from '../adapter-defaults';
import { endpointUrl } from '../endpoint-url';
import { providerFetchJson } from '../http';
import { parseProviderAnswer } from '../parse-provider-answer';
import { ProviderError } from '../provider-error';
import type { DrivingRoute, RoutingProvider } from './routing-provider';

const PROVIDER = 'google-routes';
const FIELD_MASK = 'routes.distanceMeters,routes.duration';

// computeRoutes answer limited by FIELD_MASK. A duration is protobuf JSON, seconds with an "s": "734s", "3.5s".
// No route at all is an empty `{}`.
const routesAnswer = z.object({
  routes: z
    .array(
      z.object({
        // proto3 JSON leaves zero values out: two points on the same spot come without distanceMeters.
        distanceMeters: z.number().int().nonnegative().default(0),
        duration: z
          .string()
          .regex(/^\d+(\.\d+)?s$/)
          .transform((text) => Number(text.slice(0, -1))),
      }),
    )
    .default([]),
});

export interface GoogleRoutesOptions extends AdapterOptions {
  /** GOOGLE_MAPS_API_KEY */
  apiKey: string;
  /** GOOGLE_ROUTES_BASE_URL, default https://routes.googleapis.com */
  baseUrl?: string;
}

const waypoint = (p: LatLng) => ({ location: { latLng: { latitude: p.lat, longitude: p.lng } } });

/** Driving distance and time from the Google Routes API (`directions/v2:computeRoutes`, DRIVE, no traffic). */
export function createGoogleRoutes(options: GoogleRoutesOptions): RoutingProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const url = endpointUrl(options.baseUrl ?? 'https://routes.googleapis.com', '/directions/v2:computeRoutes');
  return {
    name: PROVIDER,
    async route(from: LatLng, to: LatLng, query?: { signal?: AbortSignal }): Promise<DrivingRoute> {
      const data = await providerFetchJson(PROVIDER, url, {
        method: 'POST',
        timeoutMs,
        signal: query?.signal,
        headers: { 'content-type': 'application/json', 'x-goog-api-key': options.apiKey, 'x-goog-fieldmask': FIELD_MASK },
        // TRAFFIC_UNAWARE is the cheapest tier: the fare is estimated from distance, the duration is indicative.
        body: JSON.stringify({ origin: waypoint(from), destination: waypoint(to), travelMode: 'DRIVE', routingPreference: 'TRAFFIC_UNAWARE' }),
      });
      const [best] = parseProviderAnswer(PROVIDER, routesAnswer, data).routes;
      if (!best) throw new ProviderError(PROVIDER, 'failed', 'No driving route was found between these places');
      return { distanceMeters: best.distanceMeters, durationSeconds: best.duration };
    },
  };
}
