import { Suspense, createContext, lazy, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import { toastHost } from '@/lib/notify';

// sonner's Toaster subscribes to its store in an effect; this wrapper's effect runs after it, so `notify`
// knows when a toast will be seen.
const Toaster = lazy(() =>
  import('sonner').then(({ Toaster: SonnerToaster }) => ({
    default: function MountedToaster() {
      useEffect(() => toastHost.mounted(), []);
      return <SonnerToaster position="top-center" visibleToasts={1} richColors closeButton />;
    },
  })),
);

/** Toasts come from user actions: their host mounts with the first one, never with a screen. */
function ToastHost() {
  // A page renders (and hydrates) with no toast requested.
  const requested = useSyncExternalStore(toastHost.subscribe, toastHost.isRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * Where the app's one query client lives (TanStack Query, the one way of fetching server state). The
 * library is not part of the first screen's scripts: the screens that fetch load it with their code
 * (`withServerState` in app/router.tsx), and the first of them makes the client (app/query-scope.tsx),
 * seeded with the pass status the server put in the page (ADR 021). The home screen fetches nothing on
 * its first render when that status is in the page: it reads it from here and loads the client later.
 * One per app, and one per prerendered page (the build renders many pages in one process).
 */
export interface QuerySlot {
  /** The pass status the page was served with, or null. */
  readonly served: PassStatusResponse | null;
  /**
   * The status came from the service worker, which kept it from an earlier visit (vite.config.ts
   * servePrerenderedPage): it may be out of date, so it is asked for again at once.
   */
  readonly servedFromWorker?: boolean;
  client: QueryClient | null;
}

const QuerySlotContext = createContext<QuerySlot | null>(null);

export function useQuerySlot(): QuerySlot {
  const slot = useContext(QuerySlotContext);
  if (!slot) throw new Error('useQuerySlot is used outside AppProvider');
  return slot;
}

export function AppProvider({ queries, children }: { queries: QuerySlot; children: ReactNode }) {
  return (
    <QuerySlotContext.Provider value={queries}>
      {children}
      <ToastHost />
    </QuerySlotContext.Provider>
  );
}
