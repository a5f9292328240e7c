import type { Check } from '@/lib/check';

// The one way the web app talks to the API (spec 7, 8): cookies included, the CSRF token fetched once
// and sent twice on POSTs, every answer checked against its contract. The home screen's first request runs
// before zod is needed, so this module imports no schema itself: the CSRF contract loads with the first
// POST, and a GET may take a loader for its schema so zod downloads while the request is in flight.

const loadCsrfContract = () => import('@mizan/contracts/csrf');

/** A response schema, or a loader for one (a dynamic import), fetched in parallel with the request. */
export type SchemaSource<T> = Check<T> | (() => Promise<Check<T>>);

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

let csrfToken: Promise<string> | null = null;

async function fetchCsrf(): Promise<string> {
  try {
    const [response, { csrfResponse }] = await Promise.all([
      fetch('/api/auth/csrf', { credentials: 'include' }),
      loadCsrfContract(),
    ]);
    if (!response.ok) throw new Error(String(response.status));
    return csrfResponse.parse(await response.json()).csrf;
  } catch {
    throw new Error('Failed to get CSRF');
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

async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof fields.error === 'string' && fields.error.length > 0 ? fields.error : 'Request failed';
  return new ApiError(message, response.status, typeof fields.code === 'string' ? fields.code : undefined);
}

async function parse<T>(response: Response, schema: Check<T>): Promise<T> {
  if (!response.ok) throw await errorFrom(response);
  const result = schema.safeParse(await response.json().catch(() => undefined));
  if (!result.success) throw new ApiError('Request failed', response.status);
  return result.data;
}

export async function apiGet<T>(path: string, schema: SchemaSource<T>): Promise<T> {
  const [response, check] = await Promise.all([
    fetch(path, { credentials: 'include', headers: { accept: 'application/json' } }),
    typeof schema === 'function' ? schema() : schema,
  ]);
  return parse(response, check);
}

async function postOnce(path: string, body: Record<string, unknown>): Promise<Response> {
  const [csrf, { CSRF_FIELD, CSRF_HEADER }] = await Promise.all([getCsrfToken(), loadCsrfContract()]);
  return fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: csrf },
    body: JSON.stringify({ ...body, [CSRF_FIELD]: csrf }),
  });
}

/** A protected POST. A token the server rejects (stale after a restart) is refreshed once. */
export async function apiPost<T>(path: string, body: Record<string, unknown>, schema: Check<T>): Promise<T> {
  let response = await postOnce(path, body);
  if (response.status === 403) {
    const error = await errorFrom(response.clone());
    if (error.code === 'csrf_invalid') {
      resetCsrfToken();
      response = await postOnce(path, body);
    }
  }
  return parse(response, schema);
}
