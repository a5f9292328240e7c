import { useCallback, useEffect, useRef, useState } from 'react';
import { whenSettled } from '@/lib/when-settled';
import { useQuerySlot } from './provider';
import type { QuerySlot } from './provider';

/** A query as TanStack Query takes it, written without the library: its key, its fetcher, its freshness. */
export interface ServerQuery<T> {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
  staleTime?: number;
  retry?: boolean;
  refetchOnWindowFocus?: boolean;
}

/** What a screen reads of a query, as TanStack Query's result names it. */
export interface ServerAnswer<T> {
  data: T | undefined;
  /** No answer yet. */
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
}

const loadWatch = () => import('./watch-query');

const known = <T>(slot: QuerySlot, query: ServerQuery<T>): ServerAnswer<T> => {
  const data = slot.client?.getQueryData<T>(query.queryKey);
  // A made client may hold a stale answer (just signed in or out): fetching until its observer says.
  return { data, isPending: data === undefined, isFetching: slot.client !== null, isError: false };
};

/**
 * A query of a screen whose first load goes without TanStack Query (the account and completion screens, ADR
 * 022, 2026-11-25): its first answer is fetched directly, and the app's client (app/query-scope.tsx) takes it
 * over once the page has settled (it refetches on focus, sees invalidations and serves the other screens); when
 * the client is already made (the visitor came from a screen that loaded it), it answers at once. Returns the
 * answer and a setter for one learnt elsewhere (a deactivation), which also goes into the client.
 */
export function useServerAnswer<T>(
  query: ServerQuery<T>,
  enabled = true,
): [ServerAnswer<T>, (value: T) => void] {
  const slot = useQuerySlot();
  const [answer, setAnswer] = useState(() => known(slot, query));
  const key = JSON.stringify(query.queryKey);
  // The query is described afresh each render; its key names it.
  const current = useRef(query);
  useEffect(() => {
    current.current = query;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | undefined;
    let mounted = true;
    const watch = (seed: T | undefined) =>
      void loadWatch().then(
        ({ watchQuery }) => {
          if (mounted) stop = watchQuery(slot, current.current, seed, setAnswer);
        },
        // Offline before the chunk was cached: the first answer stays on screen.
        () => undefined,
      );
    if (slot.client) {
      watch(undefined);
    } else {
      current.current.queryFn().then(
        (data) => {
          if (!mounted) return;
          setAnswer({ data, isPending: false, isFetching: false, isError: false });
          whenSettled(() => watch(data));
        },
        () => {
          if (mounted) setAnswer((a) => ({ ...a, isFetching: false, isError: true }));
        },
      );
    }
    return () => {
      mounted = false;
      stop?.();
    };
  }, [slot, enabled, key]);

  const set = useCallback(
    (value: T) => {
      setAnswer({ data: value, isPending: false, isFetching: false, isError: false });
      void loadWatch().then(({ setQueryAnswer }) => setQueryAnswer(slot, current.current.queryKey, value));
    },
    [slot],
  );
  return [answer, set];
}

/** The app's query client, made (and its library loaded) on demand: after a tap, never for a first render. */
export const loadQueryClient = (slot: QuerySlot) =>
  import('./query-scope').then(({ clientOf }) => clientOf(slot));
