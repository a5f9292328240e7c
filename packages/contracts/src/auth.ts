import { z } from 'zod';
import { withCsrf } from './csrf';
import { text } from './text';

/** Spec 5: passwords of at least 12 characters. The upper bound keeps hashing cost bounded. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export const credentials = withCsrf({
  email: text().trim().toLowerCase().max(254).pipe(z.email()),
  password: text().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
export type Credentials = z.input<typeof credentials>;

export const logoutRequest = withCsrf({});
export type LogoutRequest = z.infer<typeof logoutRequest>;

export const logoutResponse = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponse>;

export const meResponse = z.object({ id: z.string(), email: z.string() });
export type MeResponse = z.infer<typeof meResponse>;
