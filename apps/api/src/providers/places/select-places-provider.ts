import { createGooglePlaces } from './google-places';
import { createNominatimPlaces } from './nominatim-places';
import { createPhotonPlaces } from './photon-places';
import type { PlacesProvider } from './places-provider';

/** The places settings of the API config (GOOGLE_MAPS_API_KEY, GOOGLE_MAPS_BASE_URL, PHOTON_URL, ...). */
export interface PlacesSelectionOptions {
  googleMapsApiKey?: string | undefined;
  /** Sends both Places and Geocoding calls to this base (a proxy, a fake); Google's own hosts when unset. */
  googleMapsBaseUrl?: string | undefined;
  photonUrl?: string | undefined;
  nominatimUrl?: string | undefined;
  providerTimeoutMs?: number | undefined;
}

/**
 * The places provider to use, first match wins:
 * 1. Google Places when GOOGLE_MAPS_API_KEY is set (best coverage of hotels and riads, paid);
 * 2. Photon when PHOTON_URL is set: it is built for search-as-you-type. With NOMINATIM_URL too, Nominatim's
 *    /lookup resolves the `osm:` placeIds Photon has no endpoint for;
 * 3. Nominatim alone when NOMINATIM_URL is set (a self-hosted instance: the public one forbids autocomplete);
 * 4. the embedded gazetteer, which needs no key and no network.
 */
export function selectPlacesProvider(options: PlacesSelectionOptions, embedded: PlacesProvider): PlacesProvider {
  const timeoutMs = options.providerTimeoutMs;
  if (options.googleMapsApiKey) {
    const base = options.googleMapsBaseUrl || undefined;
    return createGooglePlaces({ apiKey: options.googleMapsApiKey, placesBaseUrl: base, geocodeBaseUrl: base, timeoutMs });
  }
  const nominatim = options.nominatimUrl ? createNominatimPlaces({ baseUrl: options.nominatimUrl, timeoutMs }) : undefined;
  if (options.photonUrl) return createPhotonPlaces({ baseUrl: options.photonUrl, idResolver: nominatim, timeoutMs });
  return nominatim ?? embedded;
}
