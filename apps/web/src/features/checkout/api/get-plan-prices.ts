import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanPricesResponse } from '@mizan/contracts/plans';
import { useHydrated } from '@/hooks/use-browser-value';
import { apiGet } from '@/lib/api-get';
import { cacheItem, planPricesKey } from '@/lib/storage';
import { planPricesCheck } from './plan-prices-check';

// Prices change only when the operator edits them: an hour in the session is plenty and saves a call on
// every visit to the pay page (spec 3: "plan-prices cache per currency").
const PLAN_PRICES_TTL_MS = 60 * 60_000;

const cacheFor = (currency: string | null) =>
  cacheItem<PlanPricesResponse>(
    'session',
    planPricesKey(currency ?? 'default'),
    planPricesCheck,
    PLAN_PRICES_TTL_MS,
  );

/** GET /api/plan-prices[?currency=GBP], through the session cache of that currency. */
export async function getPlanPrices(currency: string | null): Promise<PlanPricesResponse> {
  const cache = cacheFor(currency);
  const cached = cache.read(Date.now());
  if (cached) return cached.value;
  const query = currency ? `?${new URLSearchParams({ currency }).toString()}` : '';
  const prices = await apiGet(`/api/plan-prices${query}`, planPricesCheck);
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

/**
 * The prices in `currency` (usePlanCurrency), asked once the page is hydrated: a prerendered page (ADR 021)
 * hydrates with the server's default currency and reads the browser's right after, so asking at once would
 * fetch the default prices and then a British visitor's again.
 */
export function usePlanPrices(currency: string | null) {
  const hydrated = useHydrated();
  return useQuery({ ...planPricesQueryOptions(currency), enabled: hydrated });
}
