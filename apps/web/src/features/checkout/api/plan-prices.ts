import type { PlanPricesResponse } from '@mizan/contracts/plans';
import { apiGet } from '@/lib/api-get';
import { cacheItem, planPricesKey } from '@/lib/storage';
import { planPricesCheck } from './plan-prices-check';

// Prices change only when the operator edits them: an hour in the session is plenty and saves a call on
// every visit to the pay page (spec 3: "plan-prices cache per currency").
export const PLAN_PRICES_TTL_MS = 60 * 60_000;

const cacheFor = (currency: string | null) =>
  cacheItem<PlanPricesResponse>(
    'session',
    planPricesKey(currency ?? 'default'),
    planPricesCheck,
    PLAN_PRICES_TTL_MS,
  );

/**
 * GET /api/plan-prices[?currency=GBP], through the session cache of that currency. Apart from its query
 * (get-plan-prices.ts): the hidden checkouts ask for it without TanStack Query (ADR 022, 2026-11-25).
 */
export async function getPlanPrices(currency: string | null): Promise<PlanPricesResponse> {
  const cache = cacheFor(currency);
  const cached = cache.read(Date.now());
  if (cached) return cached.value;
  const query = currency ? `?${new URLSearchParams({ currency }).toString()}` : '';
  const prices = await apiGet(`/api/plan-prices${query}`, planPricesCheck);
  cache.write(prices, Date.now());
  return prices;
}

/** The prices' query, written without TanStack Query: the hidden checkouts load the library after their first answer. */
export function planPricesQuery(currency: string | null) {
  return {
    queryKey: ['plan-prices', currency ?? 'default'] as const,
    queryFn: () => getPlanPrices(currency),
    staleTime: PLAN_PRICES_TTL_MS,
  };
}
