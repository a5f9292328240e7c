import { z } from 'zod';

// Every 4xx/5xx body from the API. `error` is shown to people; `code` is for code.
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'csrf_invalid',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'cross_city',
  'unauthorized',
  'forbidden',
  'conflict',
  'rate_limited',
  'payment_required',
  'provider_failed',
  'provider_unavailable',
  'provider_not_configured',
  'provider_timeout',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBody = z.object({ error: z.string(), code: z.enum(ERROR_CODES) });
export type ErrorBody = z.infer<typeof errorBody>;
