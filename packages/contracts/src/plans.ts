import { z } from 'zod';
import { PLAN_CURRENCIES, PLAN_KEYS } from '@mizan/data/plans';

export const planKey = z.enum(PLAN_KEYS);

/** Browsers send GBP, Stripe writes gbp: accept either case, answer lowercase. */
export const planCurrency = z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(PLAN_CURRENCIES));

export const planPricesQuery = z.object({ currency: planCurrency.optional() });
export type PlanPricesQuery = z.infer<typeof planPricesQuery>;

export const planPrice = z.object({
  /** Minor units (cents, pence); the web divides by 100 for display. */
  unit_amount: z.number().int().min(0),
  currency: z.enum(PLAN_CURRENCIES),
  id: z.enum(['3DAYPASS', '7DAYPASS', '15DAYPASS']),
  days: z.union([z.literal(3), z.literal(7), z.literal(15)]),
  most_popular: z.boolean(),
});
export type PlanPrice = z.infer<typeof planPrice>;

export const planPricesResponse = z.object({
  plans: z.object({ '4day': planPrice, '10day': planPrice, '15day': planPrice }),
});
export type PlanPricesResponse = z.infer<typeof planPricesResponse>;
