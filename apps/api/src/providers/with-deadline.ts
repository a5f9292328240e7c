import { ProviderError } from './provider-error';

/**
 * Runs one provider call with a deadline: the call gets an AbortSignal that fires at `ms`, and the answer
 * becomes a `timeout` ProviderError (504) at that moment even if the provider ignores its signal, so a hung
 * provider can never hold a tourist's request open.
 */
export async function withDeadline<T>(provider: string, ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ProviderError(provider, 'timeout', `${provider} did not answer in time`));
    }, ms);
  });
  try {
    return await Promise.race([call(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
