// A provider's failure as the API reports it (docs/architecture.md "Errors"): the error handler turns
// `failed` into 502, `unavailable` and `not_configured` into 503 and `timeout` into 504, with `message`
// shown to people. `not_configured` is a kind with no real adapter set (no key): the screen offers what
// works without it (the translator's typed input and phrasebook).
export type ProviderFailure = 'failed' | 'unavailable' | 'timeout' | 'not_configured';

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly failure: ProviderFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

export const PROVIDER_STATUS: Record<ProviderFailure, 502 | 503 | 504> = {
  failed: 502,
  unavailable: 503,
  not_configured: 503,
  timeout: 504,
};
