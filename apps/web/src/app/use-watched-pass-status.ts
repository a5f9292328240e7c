import { useEffect, useState } from 'react';
import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import { PASS_STATUS_QUERY_KEY } from '@/features/pass/api/pass-status-key';
import { whenSettled } from '@/lib/when-settled';
import { useQuerySlot } from './provider';
import type { QuerySlot } from './provider';

/** What the app knows of the pass status: the query client's answer, else the page's; undefined if none. */
const knownPassStatus = (slot: QuerySlot): PassStatusResponse | undefined =>
  slot.client
    ? slot.client.getQueryData<PassStatusResponse>(PASS_STATUS_QUERY_KEY)
    : (slot.served ?? undefined);

/**
 * The pass status, for the screens that render from it without TanStack Query loaded (app/provider.tsx):
 * the home screen, and the taxi page's meter. The status in the page (or the client's, once made) at first,
 * then the query's answers. The query loads at once when the client is already made, when the status came
 * from the service worker (kept from an earlier visit), or when it is unknown and `unknownAtOnce` (the home
 * screen draws nothing without it); else once the page has settled, so that the visitor's first seconds do
 * without its script.
 */
export function useWatchedPassStatus(unknownAtOnce: boolean): PassStatusResponse | undefined {
  const slot = useQuerySlot();
  const [status, setStatus] = useState(() => knownPassStatus(slot));
  useEffect(() => {
    let stop: (() => void) | undefined;
    let mounted = true;
    // The chunk cannot load offline before the service worker has cached it: try again once back online.
    const watch = () =>
      void import('./watch-pass-status').then(
        ({ watchPassStatus }) => {
          if (mounted) stop = watchPassStatus(slot, setStatus);
        },
        () => window.addEventListener('online', watch, { once: true }),
      );
    const unknown = knownPassStatus(slot) === undefined;
    if (slot.client || slot.servedFromWorker || (unknown && unknownAtOnce)) watch();
    else whenSettled(watch);
    return () => {
      mounted = false;
      window.removeEventListener('online', watch);
      stop?.();
    };
  }, [slot, unknownAtOnce]);
  return status;
}
