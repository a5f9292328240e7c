import { Suspense, lazy, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { passStatusQueryOptions } from '@/features/pass/api/get-pass-status';
import { createQueryClient } from '@/lib/query-client';
import { whenIdle } from '@/lib/when-idle';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Toasts come from user actions, never during the first paint: mount their host once idle. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 3000), []);
  return idle;
}

/**
 * The pass status decides what the home screen shows (and what the paid screens offer): ask for it as the
 * app starts, in parallel with the route's code, rather than after the route module has loaded and run.
 */
function startQueryClient(): QueryClient {
  const client = createQueryClient();
  void client.prefetchQuery(passStatusQueryOptions());
  return client;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(startQueryClient);
  const idle = useIdle();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {idle ? (
        <Suspense fallback={null}>
          <Toaster position="top-center" visibleToasts={1} richColors closeButton />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
