import { QueryObserver } from '@tanstack/react-query';
import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import { passStatusQueryOptions } from '@/features/pass/api/get-pass-status';
import type { QuerySlot } from './provider';
import { clientOf } from './query-scope';

/**
 * Follows the pass status outside React's query hooks, for the home screen (which renders from the slot
 * before this module loads): `onStatus` gets each known answer, the query refetches as `usePassStatus`
 * would (on mount when stale, on window focus). Returns the way to stop.
 */
export function watchPassStatus(slot: QuerySlot, onStatus: (status: PassStatusResponse) => void): () => void {
  const client = clientOf(slot);
  // What QueryClientProvider does on mount: the client follows window focus and the network from now on.
  client.mount();
  const observer = new QueryObserver(client, passStatusQueryOptions());
  const unsubscribe = observer.subscribe((result) => {
    if (result.data) onStatus(result.data);
  });
  const known = observer.getCurrentResult().data;
  if (known) onStatus(known);
  return () => {
    unsubscribe();
    client.unmount();
  };
}
