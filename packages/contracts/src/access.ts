import { z } from 'zod';
import { FEATURES } from '@mizan/domain/pass/features';
import { withCsrf } from './csrf';

export const feature = z.enum(FEATURES);

export const accessRequest = withCsrf({ feature });
export type AccessRequest = z.infer<typeof accessRequest>;

export const accessResponse = z.object({
  allowed: z.boolean(),
  remaining: z.number().int().min(0),
  reason: z.enum(['pass', 'free', 'exhausted']),
});
export type AccessResponse = z.infer<typeof accessResponse>;
