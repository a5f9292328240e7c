import type { ErrorCode } from '@mizan/contracts/errors';
import { ApiError, REQUEST_FAILED, checkOf, errorFrom, parse, send } from './api-get';
import type { SchemaSource } from './api-get';
import { CSRF_FIELD, CSRF_HEADER, csrfCheck } from './csrf-check';

// The one way the web app talks to the API (spec 7, 8): cookies included, the CSRF token fetched once
// and sent twice on POSTs, every answer checked against its contract, and the one place that decides what
// a failed call lets a screen say (serverReason). The home screen's first request runs before zod is
// needed, so this module imports no schema itself: the CSRF answer is checked by hand (csrf-check.ts), and a
// call may take a loader for its schema so zod downloads while the request is in flight. GETs live in
// lib/api-get.ts (re-exported here), which a fetcher that only reads imports, so that a page whose first
// load only reads goes without the rest (ADR 022).

export { ApiError, apiGet } from './api-get';
export type { SchemaSource } from './api-get';

/** A protected POST's body: JSON fields, or a multipart form (a file upload). */
export type PostBody = Record<string, unknown> | FormData;

// Every code of the contract, sorted: a refusal the visitor can act on (4xx), which the web app explains in
// the visitor's language (locales/<lng>/errors.json), or a failure on the server's side (5xx), which each
// screen says in its own words (spec 8: 'service unavailable. please try again later.'). A code added to the
// contract fails the build here until it is sorted (and, for a refusal, written in every language).
const CODE_KINDS = {
  bad_request: 'refusal',
  validation_failed: 'refusal',
  csrf_invalid: 'refusal',
  unsupported_media_type: 'refusal',
  payload_too_large: 'refusal',
  not_found: 'refusal',
  departure_not_found: 'refusal',
  arrival_not_found: 'refusal',
  cross_city: 'refusal',
  unauthorized: 'refusal',
  forbidden: 'refusal',
  conflict: 'refusal',
  rate_limited: 'refusal',
  password_too_common: 'refusal',
  password_contains_email: 'refusal',
  password_blank: 'refusal',
  password_control_characters: 'refusal',
  payment_required: 'refusal',
  provider_failed: 'failure',
  provider_unavailable: 'failure',
  // No real adapter set for the kind (e.g. no speech key): the screen offers what works without it, by code.
  provider_not_configured: 'failure',
  provider_timeout: 'failure',
  // Too many sign-ins at once on the server: the visitor can try again in a few seconds.
  busy: 'refusal',
  internal: 'failure',
} as const satisfies Record<ErrorCode, 'refusal' | 'failure'>;

/** The codes the web app has a text for, in every interface language. */
export type RefusalCode = {
  [C in ErrorCode]: (typeof CODE_KINDS)[C] extends 'refusal' ? C : never;
}[ErrorCode];

/** What a failed call lets a screen say (see serverReason). */
export interface ServerReason {
  /** A refusal this build explains: the screen shows the text of this code in the visitor's language. */
  code?: RefusalCode;
  /** The server's own sentence, in English: shown only when there is no text for the code. */
  message: string;
}

function kindOf(code: string | undefined): 'refusal' | 'failure' | undefined {
  return code !== undefined && Object.hasOwn(CODE_KINDS, code) ? CODE_KINDS[code as ErrorCode] : undefined;
}

/**
 * What a failed call lets a screen say, decided here only: a refusal with its code (the screen shows that
 * code's text in the visitor's language), or the server's sentence when the code is unknown to this build
 * (the last resort); null when there is nothing of the server's to show (a network failure, a failure on
 * the server's side, an answer without text), and the screen shows its own words (spec 8).
 */
export function serverReason(error: unknown): ServerReason | null {
  if (!(error instanceof ApiError)) return null;
  const kind = kindOf(error.code);
  if (kind === 'failure') return null;
  const message = error.message === REQUEST_FAILED ? '' : error.message;
  if (kind === 'refusal') return { code: error.code as RefusalCode, message };
  return message ? { message } : null;
}

let csrfToken: Promise<string> | null = null;

async function fetchCsrf(): Promise<string> {
  try {
    const response = await send('/api/auth/csrf', { credentials: 'include' });
    if (!response.ok) throw new Error(String(response.status));
    const answer = csrfCheck.safeParse(await response.json());
    if (!answer.success) throw new Error('not a CSRF answer');
    return answer.data.csrf;
  } catch (error) {
    // The cause tells a phone without network (fetch's TypeError) from a server that refused.
    throw new Error('Failed to get CSRF', { cause: error });
  }
}

/** The CSRF token, fetched on first use and then cached; a failed fetch is retried next time. */
export function getCsrfToken(): Promise<string> {
  csrfToken ??= fetchCsrf().catch((error: unknown) => {
    csrfToken = null;
    throw error;
  });
  return csrfToken;
}

/** Forget the cached token (a server restart or a new identity cookie invalidates it). */
export function resetCsrfToken(): void {
  csrfToken = null;
}

/**
 * The token goes in the header and in the body: a JSON field, or a form field placed before the form's own
 * parts, so a server reading a multipart stream meets it before the file. The caller's form is not changed
 * (a retry sends a fresh copy), and a form's content-type is left to fetch, which adds the boundary.
 */
async function postOnce(
  path: string,
  body: PostBody,
  accept: string,
  signal?: AbortSignal,
): Promise<Response> {
  const csrf = await getCsrfToken();
  const headers: Record<string, string> = { accept, [CSRF_HEADER]: csrf };
  let payload: BodyInit;
  if (body instanceof FormData) {
    const form = new FormData();
    form.append(CSRF_FIELD, csrf);
    for (const [name, value] of body) if (name !== CSRF_FIELD) form.append(name, value);
    payload = form;
  } else {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify({ ...body, [CSRF_FIELD]: csrf });
  }
  return send(path, { method: 'POST', credentials: 'include', headers, body: payload, signal });
}

/** A protected POST. A token the server rejects (stale after a restart) is refreshed once. */
async function post(path: string, body: PostBody, accept: string, signal?: AbortSignal): Promise<Response> {
  const response = await postOnce(path, body, accept, signal);
  if (response.status === 403) {
    const error = await errorFrom(response.clone());
    if (error.code === 'csrf_invalid') {
      resetCsrfToken();
      return postOnce(path, body, accept, signal);
    }
  }
  return response;
}

/**
 * A protected POST (JSON fields or a multipart form) whose JSON answer is checked against `schema` (or a
 * loader for it, fetched in parallel with the request, for a screen whose first load goes without zod).
 */
export async function apiPost<T>(path: string, body: PostBody, schema: SchemaSource<T>): Promise<T> {
  const [response, check] = await Promise.all([post(path, body, 'application/json'), checkOf(schema)]);
  return parse(response, check);
}

/** A binary answer (e.g. audio) and the headers that came with it. */
export interface BinaryAnswer {
  data: Blob;
  headers: Headers;
}

/**
 * A protected POST whose answer is binary, of the media type `accept` (e.g. 'audio/mpeg'): the bytes and the
 * response headers. A failure is an ApiError as for JSON (the error body is JSON); an answer of another type
 * is one too, as an answer that does not match its contract. `signal` aborts the call (an upload the screen
 * gives up on): the promise then rejects with the signal's reason.
 */
export async function apiPostForBinary(
  path: string,
  body: PostBody,
  accept: string,
  options: { signal?: AbortSignal } = {},
): Promise<BinaryAnswer> {
  const response = await post(path, body, accept, options.signal);
  if (!response.ok) throw await errorFrom(response);
  const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== accept.toLowerCase()) throw new ApiError(REQUEST_FAILED, response.status);
  return { data: await response.blob(), headers: response.headers };
}

/**
 * A header that carries text percent-encoded (HTTP headers are Latin-1: a translation or a transcript in
 * Arabic script travels as encodeURIComponent's output). Null when absent or not validly encoded.
 */
export function percentDecodedHeader(headers: Headers, name: string): string | null {
  const value = headers.get(name);
  if (value === null) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
