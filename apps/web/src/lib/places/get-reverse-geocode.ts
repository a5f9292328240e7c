import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReverseGeocodeResponse } from '@mizan/contracts/taxi';
import type { LatLng } from '@mizan/domain/geo/distance';
import type { Language } from '@mizan/domain/text/language';
import { apiGet } from '@/lib/api-get';
import { cityOf } from './located-address';

// Places, shared by the screens that need to know what is at a position (taxi 'use my location', the
// profile's city, soon the planner).

// The contract (zod) loads with the first request, not with the screens that offer 'use my location' (ADR 022).
const loadReverseGeocodeResponse = async () => (await import('@mizan/contracts/taxi')).reverseGeocodeResponse;

/** GET /api/taxi/reverse-geocode: what is at a position, its address named in `lang` when given. */
export function getReverseGeocode(position: LatLng, lang?: Language): Promise<ReverseGeocodeResponse> {
  const params = new URLSearchParams({ lat: position.lat.toFixed(6), lng: position.lng.toFixed(6) });
  if (lang) params.set('lang', lang);
  return apiGet(`/api/taxi/reverse-geocode?${params.toString()}`, loadReverseGeocodeResponse);
}

/** Fetched on demand (queryClient.fetchQuery) by 'use my location' and the profile, cached per point for a minute. */
export function reverseGeocodeQueryOptions(position: LatLng, lang?: Language) {
  return queryOptions({
    queryKey: ['places', 'reverse-geocode', lang ?? null, position.lat.toFixed(6), position.lng.toFixed(6)],
    queryFn: () => getReverseGeocode(position, lang),
    staleTime: 60_000,
    retry: false,
  });
}

/** The city at a position (locality, else prefecture, else region: spec 7), or null when none is known there. */
export async function fetchCityAt(queryClient: QueryClient, position: LatLng): Promise<string | null> {
  // Asked even when the browser says it is offline, as 'use my location' does: a paused query ('online' mode)
  // kept the profile's button 'Locating…' until the connection came back, where a failure gives the position now.
  const answer = await queryClient.fetchQuery({
    ...reverseGeocodeQueryOptions(position),
    networkMode: 'always',
  });
  const first = answer.status === 'OK' ? answer.results[0] : undefined;
  return first ? cityOf(first) : null;
}
