import { z } from 'zod/mini';

// zod/mini, unlike the other contracts: the start page checks this answer before it shows anything below
// its title, and mini's functions are tree-shaken to the few this schema uses (classic zod is 25 KB gzip).
export const passStatusResponse = z.object({
  active: z.boolean(),
  /** ISO-8601 instant, or null when there is no active pass. */
  passExpiresAt: z.nullable(z.string()),
});
export type PassStatusResponse = z.infer<typeof passStatusResponse>;
