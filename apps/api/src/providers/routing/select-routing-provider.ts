import { createGoogleRoutes } from './google-routes';
import { createOsrmRouting } from './osrm-routing';
import type { RoutingProvider } from './routing-provider';

/** The routing settings of the API config (OSRM_URL, GOOGLE_MAPS_API_KEY, GOOGLE_ROUTES_BASE_URL, ...). */
export interface RoutingSelectionOptions {
  osrmUrl?: string | undefined;
  googleMapsApiKey?: string | undefined;
  googleRoutesBaseUrl?: string | undefined;
  providerTimeoutMs?: number | undefined;
}

/**
 * The routing provider to use, first match wins:
 * 1. OSRM when OSRM_URL is set: an explicit choice of router, free, and a server the operator runs;
 * 2. Google Routes when GOOGLE_MAPS_API_KEY is set;
 * 3. the embedded great-circle model, which needs no key and no network.
 */
export function selectRoutingProvider(options: RoutingSelectionOptions, embedded: RoutingProvider): RoutingProvider {
  const timeoutMs = options.providerTimeoutMs;
  if (options.osrmUrl) return createOsrmRouting({ baseUrl: options.osrmUrl, timeoutMs });
  if (options.googleMapsApiKey) {
    return createGoogleRoutes({ apiKey: options.googleMapsApiKey, baseUrl: options.googleRoutesBaseUrl || undefined, timeoutMs });
  }
  return embedded;
}
