import { z } from 'zod';
import { text } from './text';

// Protected POSTs carry the token twice (spec 7): in this header and in this JSON body field.
export const CSRF_HEADER = 'x-csrf';
export const CSRF_FIELD = 'csrf';

export const csrfResponse = z.object({ csrf: z.string() });
export type CsrfResponse = z.infer<typeof csrfResponse>;

/** The body schema of a protected POST: the route's own fields plus the token. */
export function withCsrf<T extends z.ZodRawShape>(shape: T) {
  return z.object({ ...shape, [CSRF_FIELD]: text().min(1).max(200) });
}
