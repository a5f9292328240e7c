import type { z } from 'zod';
import { ProviderError } from './provider-error';

/**
 * Check a provider's JSON against the shape the adapter relies on. A service that changes its format or
 * answers junk becomes a ProviderError 'failed' (HTTP 502), never a TypeError deep inside an adapter.
 */
export function parseProviderAnswer<S extends z.ZodType>(provider: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ProviderError(provider, 'failed', `${provider} sent an answer in an unexpected format`, { cause: result.error });
  }
  return result.data;
}
