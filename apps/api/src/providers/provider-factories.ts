import type { Config } from '../config';
import { createEmbeddedPlaces } from './places/embedded-places';
import { selectPlacesProvider } from './places/select-places-provider';
import type { ProviderFactories, ProviderInstances, ProviderKind } from './registry';
import { createEmbeddedRouting } from './routing/embedded-routing';
import { selectRoutingProvider } from './routing/select-routing-provider';

/** How each kind is built from config: a real adapter when its env is set, else the embedded default. */
export const providerFactories: ProviderFactories = {
  places: (config) => selectPlacesProvider(config, createEmbeddedPlaces()),
  routing: (config) => selectRoutingProvider(config, createEmbeddedRouting()),
};

/** Every kind from config, except those the caller supplies (tests inject fakes and failing providers). */
export function createProviders(config: Config, supplied: Partial<ProviderInstances> = {}): ProviderInstances {
  const build = <K extends ProviderKind>(kind: K): ProviderInstances[K] => supplied[kind] ?? providerFactories[kind](config);
  return { places: build('places'), routing: build('routing') };
}
