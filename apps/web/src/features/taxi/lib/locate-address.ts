import type { QueryClient } from '@tanstack/react-query';
import type { LatLng } from '@mizan/domain/geo/distance';
import { isLanguage } from '@/lib/i18n';
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
 * visitor's language ("Près de Gare de Marrakech, Marrakech").
 */
export async function locateAddress(queryClient: QueryClient, lang: string): Promise<LocateOutcome> {
  try {
    const position = await locate(typeof navigator === 'undefined' ? undefined : navigator.geolocation);
    const ref = formatCoordinates(position);
    try {
      const address = locatedAddress(await queryClient.fetchQuery(reverseGeocodeQueryOptions(position, isLanguage(lang) ? lang : undefined)));
      if (!address) throw new Error('address not found');
      return { kind: 'address', field: { text: address, ref }, position };
    } catch {
      return { kind: 'coordinates', field: { text: ref, ref }, position };
    }
  } catch (error) {
    return { kind: 'failed', failure: error instanceof LocateError ? error.failure : 'other' };
  }
}
