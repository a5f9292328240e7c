// The three Smart Pass plans (spec 3 "Plans"). Keys are what the API and the pay page exchange; ids are
// the product ids shown on receipts and sent to ad tracking.

export const PLAN_KEYS = ['4day', '10day', '15day'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

/** A plan key read back from a provider's metadata or our own rows, which are only strings there. */
export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && (PLAN_KEYS as readonly string[]).includes(value);
}

export interface Plan {
  key: PlanKey;
  id: '3DAYPASS' | '7DAYPASS' | '15DAYPASS';
  days: 3 | 7 | 15;
  mostPopular: boolean;
}

export const PLANS: Record<PlanKey, Plan> = {
  '4day': { key: '4day', id: '3DAYPASS', days: 3, mostPopular: false },
  '10day': { key: '10day', id: '7DAYPASS', days: 7, mostPopular: true },
  '15day': { key: '15day', id: '15DAYPASS', days: 15, mostPopular: false },
};

/** The pay page starts on the most popular plan (spec 4 "Plan selection and checkout"). */
export const DEFAULT_PLAN: PlanKey = '10day';

/** ISO 4217 codes, lowercase as Stripe writes them. GBP is offered to British-language browsers (spec 9). */
export const PLAN_CURRENCIES = ['eur', 'gbp'] as const;
export type PlanCurrency = (typeof PLAN_CURRENCIES)[number];

/**
 * Operator-set defaults used by the demo payment provider only; the spec does not give real prices
 * ("Actual plan prices: not shown"). They respect its hints: the 3-day pass under 2 EUR a day
 * (4.99 / 3 = 1.66) and the 7-day pass under 1.5 EUR a day (8.99 / 7 = 1.28). With Stripe, the prices
 * come from the Stripe Price objects named in config instead. Minor units (cents, pence).
 */
export const DEMO_PLAN_PRICES: Record<PlanCurrency, Record<PlanKey, number>> = {
  eur: { '4day': 499, '10day': 899, '15day': 1499 },
  gbp: { '4day': 449, '10day': 799, '15day': 1299 },
};
