import OpenAI from 'openai';
import { ProviderError } from '../provider-error';
import type { ProviderFailure } from '../provider-error';

/** How an adapter reaches an OpenAI-compatible API (OpenAI itself, a self-hosted model, the test fake). */
export interface OpenAiConnection {
  apiKey: string;
  /** e.g. `https://api.openai.com/v1`; any server speaking the same endpoints. */
  baseUrl: string;
  /** Per request, including the answer's body; the caller's signal may cut it shorter. */
  timeoutMs: number;
  /** Retries of a connection failure, 408, 409, 429 or 5xx (the SDK's backoff); the caller's deadline still holds. */
  maxRetries: number;
}

/**
 * The official SDK pointed at `baseUrl`. Its own logger is off: at debug level it prints request options,
 * which hold the prompts and the audio; our logs say what failed, through ProviderError.
 */
export function createOpenAiClient(connection: OpenAiConnection): OpenAI {
  return new OpenAI({
    apiKey: connection.apiKey,
    baseURL: connection.baseUrl,
    timeout: connection.timeoutMs,
    maxRetries: connection.maxRetries,
    logLevel: 'off',
  });
}

/**
 * What may be logged of an SDK failure: the status, the vendor's error type and code, its request id. Not its
 * message nor its body: an API refusing a key may echo it back ("Incorrect API key provided: sk-...").
 */
function redacted(error: unknown): Error {
  if (error instanceof OpenAI.APIError) {
    const parts = [
      error.constructor.name,
      error.status === undefined ? null : `HTTP ${error.status}`,
      error.type ? `type ${error.type}` : null,
      error.code ? `code ${error.code}` : null,
      error.requestID ? `request ${error.requestID}` : null,
    ];
    return new Error(parts.filter(Boolean).join(', '));
  }
  return new Error(error instanceof Error ? error.name : typeof error);
}

/**
 * Every failure of an OpenAI-compatible call as a ProviderError: 401/403 and other refusals -> failed (502),
 * 429, 5xx and an unreachable server -> unavailable (503), a timeout or the caller's abort -> timeout (504),
 * anything else (an answer the SDK could not read) -> failed. `service` names the call in the message people
 * read ('transcription', 'translation', 'speech', 'realtime voice'); `provider` is the adapter, for logs.
 */
export function openAiFailure(provider: string, service: string, error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  const cause = redacted(error);
  const fail = (failure: ProviderFailure, message: string) =>
    new ProviderError(provider, failure, message, { cause });
  // The SDK's own timeout, the caller's abort, or either cutting a binary answer's body short.
  const aborted = error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
  if (
    aborted ||
    error instanceof OpenAI.APIUserAbortError ||
    error instanceof OpenAI.APIConnectionTimeoutError
  )
    return fail('timeout', `The ${service} service did not answer in time.`);
  if (error instanceof OpenAI.APIConnectionError)
    return fail('unavailable', `The ${service} service cannot be reached right now.`);
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    if (status === 401 || status === 403)
      return fail('failed', `The ${service} service refused our credentials.`);
    if (status === 429 || status >= 500)
      return fail('unavailable', `The ${service} service is busy or unavailable right now (HTTP ${status}).`);
    return fail('failed', `The ${service} service refused the request (HTTP ${status}).`);
  }
  return fail('failed', `The ${service} service sent an answer we could not read.`);
}

/** A readable answer that is not what was asked for (no text, no audio, JSON off the schema). */
export function malformedAnswer(provider: string, service: string, detail: string): ProviderError {
  return new ProviderError(provider, 'failed', `The ${service} service sent an answer we could not use.`, {
    cause: new Error(detail),
  });
}
