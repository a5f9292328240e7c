import { QueryClient } from '@tanstack/react-query';

const MAX_RETRY_DELAY_MS = 30_000;

/** Spec 9 "Interface": 3 retries, exponential backoff capped at 30 s, cache collected after 5 minutes. */
export const queryDefaults = {
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
  gcTime: 5 * 60_000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: queryDefaults } });
}
