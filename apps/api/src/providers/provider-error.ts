// A provider's failure as the API reports it (docs/architecture.md "Errors"): the error handler turns
// `failed` into 502, `unavailable` into 503 and `timeout` into 504, with `message` shown to people.
export type ProviderFailure = 'failed' | 'unavailable' | 'timeout';

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
  timeout: 504,
};
