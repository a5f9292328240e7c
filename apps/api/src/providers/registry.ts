import type { Config } from '../config';
import type { PlacesProvider } from './places/places-provider';
import type { RoutingProvider } from './routing/routing-provider';

/**
 * Every provider instance the routes use, one per kind, chosen from config at start. To add a kind: add it
 * here and in `providerFactories`; routes then read `app.providers.<kind>`.
 */
export interface ProviderInstances {
  places: PlacesProvider;
  routing: RoutingProvider;
}

export type ProviderKind = keyof ProviderInstances;
export type ProviderFactories = { [K in ProviderKind]: (config: Config) => ProviderInstances[K] };
