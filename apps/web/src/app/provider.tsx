import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { PassStatusResponse } from '@mizan/contracts/pass-status';
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
  // A page renders (and hydrates) with no toast requested.
  const requested = useSyncExternalStore(toastHost.subscribe, toastHost.isRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * The pass status decides what the home screen shows (and what the paid screens offer). A page the server
 * answered carries it (`served`, ADR 021); otherwise main.tsx asks for it before anything else waits (the
 * texts, the first render), in parallel with the route's code, unless it hydrates a page rendered without it
 * (`askNow` false: an answer arriving before hydration would render another home state than the page's).
 */
export function startQueryClient(served: PassStatusResponse | null, askNow: boolean): QueryClient {
  const client = createQueryClient();
  if (served) client.setQueryData(passStatusQueryOptions().queryKey, served);
  else if (askNow) void client.prefetchQuery(passStatusQueryOptions());
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
