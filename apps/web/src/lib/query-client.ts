import { QueryClient } from '@tanstack/react-query';

const MAX_RETRY_DELAY_MS = 30_000;

/** Spec 9 "Interface": 3 retries, exponential backoff capped at 30 s, cache collected after 5 minutes. */
export const queryDefaults = {
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
  gcTime: 5 * 60_000,
} as const;

/**
 * The app's query client, loaded on demand with TanStack Query: a screen whose first render fetches nothing
 * (the taxi page) is given this instead of a provider, and its features fetch through the client once it has
 * loaded (ADR 022).
 */
export type QueryClientLoader = () => Promise<QueryClient>;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: queryDefaults } });
}
