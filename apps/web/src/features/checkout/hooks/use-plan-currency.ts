import { useBrowserValue } from '@/hooks/use-browser-value';
import { planCurrencyFor } from '../lib/plan-currency';

const browserCurrency = () => planCurrencyFor(navigator.languages);

/**
 * The currency a checkout screen asks its prices in and opens its session in (spec 7: plan-prices and
 * create-checkout-session pick it the same way), read from the browser's languages: GBP for British
 * English, else null so the server's default applies (also in the prerendered page, ADR 021).
 */
export function usePlanCurrency(): string | null {
  return useBrowserValue(browserCurrency, null);
}
