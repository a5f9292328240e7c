import { z } from 'zod/mini';
import { PLAN_KEYS } from '@mizan/data/plans';

// zod/mini, as the pass status (pass-status.ts): /pay checks the prices once hydrated and its session cache reads
// them with this schema, so classic zod (about 26 KB gzip) would be on the page's first load; mini's functions are
// tree-shaken to the few these schemas use. Classic contracts compose these through z.optional(), not .optional().

export const planKey = z.enum(PLAN_KEYS);

/**
 * ISO 4217 code. Browsers send GBP, Stripe writes gbp: accept either case, answer lowercase. A currency the
 * provider has no price in falls back to the provider's default currency, so any code is accepted here.
 * Not built on text() (classic zod): three letters already refuse U+0000, a 400 naming the field (issue 12).
 */
export const planCurrency = z.pipe(
  z.string().check(z.regex(/^[a-z]{3}$/i, 'must be a three-letter currency code')),
  z.transform((code: string) => code.toLowerCase()),
);

export const planPricesQuery = z.object({ currency: z.optional(planCurrency) });
export type PlanPricesQuery = z.infer<typeof planPricesQuery>;

export const planPrice = z.object({
  /** Minor units (cents, pence); the web divides by 100 for display. */
  unit_amount: z.int().check(z.minimum(0)),
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
