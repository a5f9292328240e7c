import { z } from 'zod';
import type { LatLng } from '@mizan/domain/geo/distance';
import { DEFAULT_PROVIDER_TIMEOUT_MS, DEFAULT_USER_AGENT } from '../adapter-defaults';
import type { AdapterOptions } from '../adapter-defaults';
import { endpointUrl } from '../endpoint-url';
import { providerFetchJson } from '../http';
import { parseProviderAnswer } from '../parse-provider-answer';
import { ProviderError } from '../provider-error';
import type { DrivingRoute, RoutingProvider } from './routing-provider';

const PROVIDER = 'osrm';

// Route service answer (project-osrm.org/docs/v5 "Route service"): metres and seconds.
const routeAnswer = z.object({
  code: z.string(),
  message: z.string().optional(),
  routes: z.array(z.object({ distance: z.number().nonnegative(), duration: z.number().nonnegative() })).default([]),
});

export interface OsrmRoutingOptions extends AdapterOptions {
  /** OSRM_URL, e.g. https://router.project-osrm.org */
  baseUrl: string;
  userAgent?: string;
}

// OSRM takes longitude first.
const lngLat = (p: LatLng) => `${p.lng},${p.lat}`;

/**
 * Driving distance and time from an OSRM server (`/route/v1/driving`). Its refusals (NoRoute, NoSegment,
 * InvalidQuery...) come as HTTP 400 and surface as ProviderError 'failed'.
 */
export function createOsrmRouting(options: OsrmRoutingOptions): RoutingProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const headers = { 'user-agent': options.userAgent ?? DEFAULT_USER_AGENT, accept: 'application/json' };
  return {
    name: PROVIDER,
    async route(from: LatLng, to: LatLng, query?: { signal?: AbortSignal }): Promise<DrivingRoute> {
      const url = endpointUrl(options.baseUrl, `/route/v1/driving/${lngLat(from)};${lngLat(to)}`, {
        overview: 'false',
        alternatives: 'false',
        steps: 'false',
      });
      const answer = parseProviderAnswer(PROVIDER, routeAnswer, await providerFetchJson(PROVIDER, url, { timeoutMs, signal: query?.signal, headers }));
      const [best] = answer.routes;
      if (answer.code !== 'Ok' || !best) {
        throw new ProviderError(PROVIDER, 'failed', 'No driving route was found between these places', { cause: answer.message ?? answer.code });
      }
      return { distanceMeters: best.distance, durationSeconds: best.duration };
    },
  };
}
