import { z } from 'zod';

export const passStatusResponse = z.object({
  active: z.boolean(),
  /** ISO-8601 instant, or null when there is no active pass. */
  passExpiresAt: z.string().nullable(),
});
export type PassStatusResponse = z.infer<typeof passStatusResponse>;
