import { ProviderError } from '../src/providers/provider-error';
import type { PlacesProvider } from '../src/providers/places/places-provider';
import type { RoutingProvider } from '../src/providers/routing/routing-provider';

// Providers that fail the way real ones do, for the taxi route tests: down (503), or hung (never answers).
const down = (): Promise<never> => Promise.reject(new ProviderError('fake', 'unavailable', 'fake is unreachable'));
const hung = (): Promise<never> => new Promise<never>(() => undefined);

export function failingPlaces(mode: 'down' | 'hung'): PlacesProvider {
  const fail = mode === 'down' ? down : hung;
  return { name: 'fake', autocomplete: fail, resolve: fail, reverseGeocode: fail };
}

export function failingRouting(mode: 'down' | 'hung'): RoutingProvider {
  return { name: 'fake', route: mode === 'down' ? down : hung };
}
