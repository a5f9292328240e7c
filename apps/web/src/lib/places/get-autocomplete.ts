import { queryOptions, useQuery } from '@tanstack/react-query';
import { MIN_AUTOCOMPLETE_LENGTH } from '@mizan/contracts/taxi-limits';
import type { AutocompletePrediction } from '@mizan/contracts/taxi';
import type { LatLng } from '@mizan/domain/geo/distance';
import { apiGet } from '@/lib/api-get';

// Places, shared by the screens that ask for an address (taxi fares, soon the planner): the suggestions
// as the visitor types. The answers live under the query key 'places', whichever screen asked.

// The contract (zod) loads with the first request, not with the screens that ask for an address (ADR 022).
const loadAutocompleteResponse = async () => (await import('@mizan/contracts/taxi')).autocompleteResponse;

/** GET /api/taxi/autocomplete. Any failure is an empty list (spec 7): the visitor can still type the address. */
export async function getAutocomplete(input: string, near?: LatLng): Promise<AutocompletePrediction[]> {
  const params = new URLSearchParams({ input });
  if (near) {
    params.set('lat', near.lat.toFixed(6));
    params.set('lng', near.lng.toFixed(6));
  }
  try {
    return (await apiGet(`/api/taxi/autocomplete?${params.toString()}`, loadAutocompleteResponse))
      .predictions;
  } catch {
    return [];
  }
}

export function autocompleteQueryOptions(input: string, near?: LatLng) {
  const text = input.trim();
  return queryOptions({
    queryKey: ['places', 'autocomplete', text, near?.lat ?? null, near?.lng ?? null],
    queryFn: () => getAutocomplete(text, near),
    enabled: text.length >= MIN_AUTOCOMPLETE_LENGTH,
    staleTime: 5 * 60_000,
    // Suggestions that arrive seconds late are worse than none: no retries.
    retry: false,
  });
}

export function useAutocomplete(input: string, near?: LatLng) {
  return useQuery(autocompleteQueryOptions(input, near));
}
