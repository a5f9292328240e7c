import { z } from 'zod';
import { PLAN_KEYS } from '@mizan/data/plans';
import { text } from './text';

export const planKey = z.enum(PLAN_KEYS);

/**
 * ISO 4217 code. Browsers send GBP, Stripe writes gbp: accept either case, answer lowercase. A currency the
 * provider has no price in falls back to the provider's default currency, so any code is accepted here.
 */
export const planCurrency = text()
  .regex(/^[a-z]{3}$/i, 'must be a three-letter currency code')
  .transform((code) => code.toLowerCase());

export const planPricesQuery = z.object({ currency: planCurrency.optional() });
export type PlanPricesQuery = z.infer<typeof planPricesQuery>;

export const planPrice = z.object({
  /** Minor units (cents, pence); the web divides by 100 for display. */
  unit_amount: z.number().int().min(0),
  currency: z.string(),
  id: z.enum(['3DAYPASS', '7DAYPASS', '15DAYPASS']),
  days: z.union([z.literal(3), z.literal(7), z.literal(15)]),
  most_popular: z.boolean(),
});
export type PlanPrice = z.infer<typeof planPrice>;

export const planPricesResponse = z.object({
  plans: z.object({ '4day': planPrice, '10day': planPrice, '15day': planPrice }),
});
export type PlanPricesResponse = z.infer<typeof planPricesResponse>;
