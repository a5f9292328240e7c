import type { LatLng } from '@mizan/domain/geo/distance';
import { isLanguage } from '@/lib/i18n';
import type { QueryClientLoader } from '@/lib/query-client';
import { reverseGeocodeQueryOptions } from '@/lib/places/get-reverse-geocode';
import { locatedAddress } from '@/lib/places/located-address';
import { LocateError, formatCoordinates, locate } from './geolocation';
import type { LocateFailure } from './geolocation';
import type { TripField } from './trip-field';

export type LocateOutcome =
  | { kind: 'address'; field: TripField; position: LatLng }
  /** Located, but no address known or the lookup failed (spec 8): the field shows the coordinates. */
  | { kind: 'coordinates'; field: TripField; position: LatLng }
  | { kind: 'failed'; failure: LocateFailure };

/**
 * 'Use my location' (spec 4 "Geolocation"): the visitor's position, then the address found there, named in the
 * visitor's language ("Près de Gare de Marrakech, Marrakech"). The query client loads for the lookup only: offline
 * in a page its worker does not serve, its chunk fails like the lookup would, and the field still gets the position.
 */
export async function locateAddress(queries: QueryClientLoader, lang: string): Promise<LocateOutcome> {
  try {
    const position = await locate(typeof navigator === 'undefined' ? undefined : navigator.geolocation);
    const ref = formatCoordinates(position);
    try {
      const queryClient = await queries();
      // Asked even when the browser says it is offline: a paused query ('online' mode) would keep the button
      // 'Locating…' until the connection came back, where a failed one gives the position now.
      const lookup = reverseGeocodeQueryOptions(position, isLanguage(lang) ? lang : undefined);
      const address = locatedAddress(await queryClient.fetchQuery({ ...lookup, networkMode: 'always' }));
      if (!address) throw new Error('address not found');
      return { kind: 'address', field: { text: address, ref }, position };
    } catch {
      return { kind: 'coordinates', field: { text: ref, ref }, position };
    }
  } catch (error) {
    return { kind: 'failed', failure: error instanceof LocateError ? error.failure : 'other' };
  }
}
