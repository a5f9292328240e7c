import { queryOptions, useQuery } from '@tanstack/react-query';
import { planPricesResponse } from '@mizan/contracts/plans';
import type { PlanPricesResponse } from '@mizan/contracts/plans';
import { apiGet } from '@/lib/api-client';
import { cacheItem, planPricesKey } from '@/lib/storage';

// Prices change only when the operator edits them: an hour in the session is plenty and saves a call on
// every visit to the pay page (spec 3: "plan-prices cache per currency").
const PLAN_PRICES_TTL_MS = 60 * 60_000;

const cacheFor = (currency: string | null) =>
  cacheItem<PlanPricesResponse>('session', planPricesKey(currency ?? 'default'), planPricesResponse, PLAN_PRICES_TTL_MS);

/** GET /api/plan-prices[?currency=GBP], through the session cache of that currency. */
export async function getPlanPrices(currency: string | null): Promise<PlanPricesResponse> {
  const cache = cacheFor(currency);
  const cached = cache.read(Date.now());
  if (cached) return cached.value;
  const query = currency ? `?${new URLSearchParams({ currency }).toString()}` : '';
  const prices = await apiGet(`/api/plan-prices${query}`, planPricesResponse);
  cache.write(prices, Date.now());
  return prices;
}

export function planPricesQueryOptions(currency: string | null) {
  return queryOptions({
    queryKey: ['plan-prices', currency ?? 'default'],
    queryFn: () => getPlanPrices(currency),
    staleTime: PLAN_PRICES_TTL_MS,
  });
}

export function usePlanPrices(currency: string | null) {
  return useQuery(planPricesQueryOptions(currency));
}
