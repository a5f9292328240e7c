import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHydrated } from '@/hooks/use-browser-value';
import { planPricesQuery } from './plan-prices';

export function planPricesQueryOptions(currency: string | null) {
  return queryOptions(planPricesQuery(currency));
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
