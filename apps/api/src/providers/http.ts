import { ProviderError } from './provider-error';

export interface ProviderFetchOptions extends Omit<RequestInit, 'signal'> {
  /** Give up after this long: a provider must never make a tourist wait on a hung request. */
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * fetch() for provider adapters: a timeout, and every failure mapped to a ProviderError (network down ->
 * unavailable, timeout -> timeout, 429 and 5xx -> unavailable, other non-2xx -> failed). Returns parsed JSON.
 */
export async function providerFetchJson(provider: string, url: string | URL, options: ProviderFetchOptions): Promise<unknown> {
  const { timeoutMs, signal, ...init } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: combined });
  } catch (cause) {
    if (timeout.aborted) throw new ProviderError(provider, 'timeout', `${provider} did not answer in time`, { cause });
    throw new ProviderError(provider, 'unavailable', `${provider} is unreachable`, { cause });
  }
  if (response.status === 429 || response.status >= 500) {
    throw new ProviderError(provider, 'unavailable', `${provider} is unavailable (HTTP ${response.status})`);
  }
  if (!response.ok) throw new ProviderError(provider, 'failed', `${provider} refused the request (HTTP ${response.status})`);
  try {
    return await response.json();
  } catch (cause) {
    if (timeout.aborted) throw new ProviderError(provider, 'timeout', `${provider} did not answer in time`, { cause });
    throw new ProviderError(provider, 'failed', `${provider} sent an unreadable answer`, { cause });
  }
}
