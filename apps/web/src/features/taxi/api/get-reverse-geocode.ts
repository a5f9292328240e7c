import { queryOptions } from '@tanstack/react-query';
import { reverseGeocodeResponse } from '@mizan/contracts/taxi';
import type { ReverseGeocodeResponse } from '@mizan/contracts/taxi';
import type { LatLng } from '@mizan/domain/geo/distance';
import { apiGet } from '@/lib/api-client';

/** GET /api/taxi/reverse-geocode: what is at a position. */
export function getReverseGeocode(position: LatLng): Promise<ReverseGeocodeResponse> {
  const params = new URLSearchParams({ lat: position.lat.toFixed(6), lng: position.lng.toFixed(6) });
  return apiGet(`/api/taxi/reverse-geocode?${params.toString()}`, reverseGeocodeResponse);
}

/** Fetched on demand by 'use my location' (queryClient.fetchQuery), cached per point for a minute. */
export function reverseGeocodeQueryOptions(position: LatLng) {
  return queryOptions({
    queryKey: ['taxi', 'reverse-geocode', position.lat.toFixed(6), position.lng.toFixed(6)],
    queryFn: () => getReverseGeocode(position),
    staleTime: 60_000,
    retry: false,
  });
}
