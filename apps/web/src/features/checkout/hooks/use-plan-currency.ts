import { useState } from 'react';
import { planCurrencyFor } from '../lib/plan-currency';

/**
 * The currency a checkout screen asks its prices in and opens its session in (spec 7: plan-prices and
 * create-checkout-session pick it the same way), read once from the browser's languages: GBP for British
 * English, else null so the server's default applies.
 */
export function usePlanCurrency(): string | null {
  const [currency] = useState(() => planCurrencyFor(navigator.languages));
  return currency;
}
