import type { PlaceDetailsResponse } from '@mizan/contracts/places';
import type { ItineraryLocation } from '@mizan/domain/planner/itinerary';

/**
 * Where the phone's maps app takes the traveller: a universal Google Maps directions URL to the place's
 * coordinates (the maps app opens it on Android and iOS), or null when no coordinates are known.
 */
export function directionsUrl(
  location: Pick<ItineraryLocation, 'lat' | 'lng'>,
  details?: Pick<PlaceDetailsResponse, 'location'>,
): string | null {
  const lat = location.lat ?? details?.location?.lat;
  const lng = location.lng ?? details?.location?.lng;
  if (lat === undefined || lng === undefined) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${lat.toFixed(6)},${lng.toFixed(6)}`;
}
