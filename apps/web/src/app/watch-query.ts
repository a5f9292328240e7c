import { QueryObserver } from '@tanstack/react-query';
import type { QueryObserverResult } from '@tanstack/react-query';
import type { QuerySlot } from './provider';
import { clientOf } from './query-scope';
import type { ServerAnswer, ServerQuery } from './use-server-answer';

/**
 * Follows a query in the app's client outside React's query hooks (use-server-answer.ts loads this once the
 * page has settled): `seed`, the answer the screen fetched itself, goes into the client first, so that it is
 * not asked again while fresh. Returns the way to stop.
 */
export function watchQuery<T>(
  slot: QuerySlot,
  query: ServerQuery<T>,
  seed: T | undefined,
  onAnswer: (answer: ServerAnswer<T>) => void,
): () => void {
  const client = clientOf(slot);
  if (seed !== undefined && client.getQueryData(query.queryKey) === undefined) {
    client.setQueryData(query.queryKey, seed);
  }
  // What QueryClientProvider does on mount: the client follows window focus and the network from now on.
  client.mount();
  const observer = new QueryObserver(client, query);
  const report = (result: QueryObserverResult<T>) =>
    onAnswer({
      data: result.data,
      isPending: result.isPending,
      isFetching: result.isFetching,
      isError: result.isError,
    });
  const unsubscribe = observer.subscribe(report);
  report(observer.getCurrentResult());
  return () => {
    unsubscribe();
    client.unmount();
  };
}

/** Puts an answer learnt elsewhere in the app's client (made now if it was not). */
export function setQueryAnswer<T>(slot: QuerySlot, queryKey: readonly unknown[], value: T): void {
  clientOf(slot).setQueryData(queryKey, value);
}
