import { useEffect, useState } from 'react';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { MIN_AUTOCOMPLETE_LENGTH } from '@mizan/contracts/taxi-limits';
import type { AutocompletePrediction } from '@mizan/contracts/taxi';
import type { LatLng } from '@mizan/domain/geo/distance';
import type { Language } from '@mizan/domain/text/language';
import { apiGet } from '@/lib/api-get';
import type { QueryClientLoader } from '@/lib/query-client';
import { autocompleteCheck } from './autocomplete-check';

// Places, shared by the screens that ask for an address (taxi fares, soon the planner): the suggestions
// as the visitor types. The answers live under the query key 'places', whichever screen asked.

/**
 * GET /api/taxi/autocomplete, the places named in `lang` where the gazetteer knows that name. Any failure is an
 * empty list (spec 7): the visitor can still type the address.
 */
export async function getAutocomplete(
  input: string,
  near: LatLng | undefined,
  lang: Language,
): Promise<AutocompletePrediction[]> {
  const params = new URLSearchParams({ input, lang });
  if (near) {
    params.set('lat', near.lat.toFixed(6));
    params.set('lng', near.lng.toFixed(6));
  }
  try {
    return (await apiGet(`/api/taxi/autocomplete?${params.toString()}`, autocompleteCheck)).predictions;
  } catch {
    return [];
  }
}

/** A plain object, not TanStack Query's `queryOptions()`: importing the library would put it on the first load. */
export function autocompleteQueryOptions(
  text: string,
  near: LatLng | undefined,
  lang: Language,
): FetchQueryOptions<AutocompletePrediction[]> {
  return {
    queryKey: ['places', 'autocomplete', lang, text, near?.lat ?? null, near?.lng ?? null],
    queryFn: () => getAutocomplete(text, near, lang),
    staleTime: 5 * 60_000,
    // Suggestions that arrive seconds late are worse than none: no retries.
    retry: false,
  };
}

/**
 * The suggestions for `input` from 3 characters, undefined until answered: asked through the app's query
 * client, which loads with the first of them (`queries`), so that the screen's first render goes without
 * TanStack Query (ADR 022).
 */
export function useAutocomplete(
  input: string,
  near: LatLng | undefined,
  lang: Language,
  queries: QueryClientLoader,
): AutocompletePrediction[] | undefined {
  const text = input.trim();
  const lat = near?.lat;
  const lng = near?.lng;
  const key = JSON.stringify([lang, text, lat, lng]);
  const [answer, setAnswer] = useState<{ key: string; predictions: AutocompletePrediction[] }>();
  useEffect(() => {
    if (text.length < MIN_AUTOCOMPLETE_LENGTH) return;
    const options = autocompleteQueryOptions(
      text,
      lat === undefined || lng === undefined ? undefined : { lat, lng },
      lang,
    );
    let current = true;
    queries()
      .then((client) => client.fetchQuery(options))
      .then(
        (predictions) => {
          if (current) setAnswer({ key, predictions });
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [key, text, lat, lng, lang, queries]);
  return answer?.key === key ? answer.predictions : undefined;
}
