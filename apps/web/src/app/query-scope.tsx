import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import { passStatusQueryOptions } from '@/features/pass/api/get-pass-status';
import { createQueryClient } from '@/lib/query-client';
import { useQuerySlot } from './provider';
import type { QuerySlot } from './provider';

// TanStack Query and the app's client, loaded with the first screen that fetches (app/provider.tsx).

/** The slot's client, made on first use and seeded with the pass status the page was served with. */
export function clientOf(slot: QuerySlot): QueryClient {
  if (!slot.client) {
    const client = createQueryClient();
    if (slot.served) {
      // A status the worker kept is stale from the start: the first observer asks again.
      const updatedAt = slot.servedFromWorker ? 0 : undefined;
      client.setQueryData(passStatusQueryOptions().queryKey, slot.served, { updatedAt });
    }
    slot.client = client;
  }
  return slot.client;
}

/** Gives a screen's features the app's query client. */
export function QueryScope({ children }: { children: ReactNode }) {
  const slot = useQuerySlot();
  const [client] = useState(() => clientOf(slot));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

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
