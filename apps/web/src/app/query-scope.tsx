import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { PASS_STATUS_QUERY_KEY } from '@/features/pass/api/pass-status-key';
import { createQueryClient } from '@/lib/query-client';
import { useQuerySlot } from './provider';
import type { QuerySlot } from './provider';

// TanStack Query and the app's client, loaded with the first screen that fetches (app/provider.tsx). The
// client is seeded by the pass status's key alone: its fetcher is the screens' and the home screen's
// (watch-pass-status.ts), not every fetching screen's first load.

/** The slot's client, made on first use and seeded with the pass status the page was served with. */
export function clientOf(slot: QuerySlot): QueryClient {
  if (!slot.client) {
    const client = createQueryClient();
    if (slot.served) {
      // A status the worker kept is stale from the start: the first observer asks again.
      const updatedAt = slot.servedFromWorker ? 0 : undefined;
      client.setQueryData(PASS_STATUS_QUERY_KEY, slot.served, { updatedAt });
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
