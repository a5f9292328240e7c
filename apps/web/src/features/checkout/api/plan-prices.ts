import { useEffect, useState } from 'react';
import type { PlanPricesResponse } from '@mizan/contracts/plans';
import { useHydrated } from '@/hooks/use-browser-value';
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

/**
 * The prices in `currency` for a screen without TanStack Query (the hidden checkouts), asked once the page is
 * hydrated like usePlanPrices; undefined until they come, and when they cannot (the screen shows no price).
 */
export function usePlanPricesWithoutQuery(currency: string | null): PlanPricesResponse | undefined {
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<{ currency: string | null; prices: PlanPricesResponse }>();
  useEffect(() => {
    if (!hydrated) return undefined;
    let current = true;
    getPlanPrices(currency).then(
      (prices) => current && setAnswer({ currency, prices }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [hydrated, currency]);
  return answer?.currency === currency ? answer.prices : undefined;
}
