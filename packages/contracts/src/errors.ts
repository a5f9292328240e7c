import { z } from 'zod';

/**
 * Why a new password is refused (400): one code per reason, so the web app says it in the visitor's language.
 * Common or guessable (zxcvbn), the email or mostly its parts, only spaces, control characters.
 */
export const PASSWORD_REFUSALS = [
  'password_too_common',
  'password_contains_email',
  'password_blank',
  'password_control_characters',
] as const;
export type PasswordRefusal = (typeof PASSWORD_REFUSALS)[number];

// Every 4xx/5xx body from the API. `error` is shown to people; `code` is for code.
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'csrf_invalid',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  /** 404 of the taxi estimate: the end whose address nothing matches, so the screen says it at that field (ADR 010). */
  'departure_not_found',
  'arrival_not_found',
  'cross_city',
  'unauthorized',
  'forbidden',
  'conflict',
  'rate_limited',
  ...PASSWORD_REFUSALS,
  'payment_required',
  'provider_failed',
  'provider_unavailable',
  'provider_not_configured',
  'provider_timeout',
  /** 503: too many sign-ins in progress on this server; Retry-After says when to try again. */
  'busy',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBody = z.object({ error: z.string(), code: z.enum(ERROR_CODES) });
export type ErrorBody = z.infer<typeof errorBody>;
