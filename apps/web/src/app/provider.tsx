import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { passStatusQueryOptions } from '@/features/pass/api/get-pass-status';
import { createQueryClient } from '@/lib/query-client';
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
  const requested = useSyncExternalStore(toastHost.subscribe, toastHost.isRequested);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * The pass status decides what the home screen shows (and what the paid screens offer): main.tsx asks for
 * it before anything else waits (the texts, the first render), in parallel with the route's code.
 */
export function startQueryClient(): QueryClient {
  const client = createQueryClient();
  void client.prefetchQuery(passStatusQueryOptions());
  return client;
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
