import { z } from 'zod';

export const identityResponse = z.object({
  id: z.string(),
  type: z.enum(['anonymous', 'user']),
  email: z.string().nullable(),
});
export type IdentityResponse = z.infer<typeof identityResponse>;
