import type { PlaceDetailsResponse } from '@mizan/contracts/places';
import type { CitySlug } from '@mizan/domain/places/city';
import { apiPost } from '@/lib/api-client';

// The contract (zod) loads with the request, not with the planner's first screen (ADR 022).
const loadSchema = () => import('@mizan/contracts/places').then((m) => m.placeDetailsResponse);

/** `POST /api/places/details { placeName, city }` (spec 7): rating, reviews, photos, link and attributions. */
export function postPlaceDetails(placeName: string, city: CitySlug): Promise<PlaceDetailsResponse> {
  return apiPost('/api/places/details', { placeName, city }, loadSchema);
}

/** The thumbnail's address: the photo route at its small size. */
export function thumbUrl(url: string): string {
  return url.includes('size=')
    ? url.replace(/size=\w+/, 'size=thumb')
    : `${url}${url.includes('?') ? '&' : '?'}size=thumb`;
}
