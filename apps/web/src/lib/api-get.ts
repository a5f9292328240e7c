import type { Check } from '@/lib/check';

// The GET half of the api-client (lib/api-client.ts, which re-exports it): a screen whose first load only
// reads goes without the CSRF token's and the POSTs' code (ADR 022). Cookies included, every answer checked
// against its contract, failures as ApiError.

/** The message of a failed call whose answer carried no text of its own (spec 8). */
export const REQUEST_FAILED = 'Request failed';

/** A response schema, or a loader for one (a dynamic import), fetched in parallel with the request. */
export type SchemaSource<T> = Check<T> | (() => Promise<Check<T>>);

export class ApiError extends Error {
  readonly status: number;
  /** The answer's `code` (ERROR_CODES of the contracts), as sent, when there was one. */
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

// A new visitor has no identity cookie until an answer sets one, and each call sent without it makes an
// identity of its own: the last cookie set wins, and a CSRF token made for another identity is refused. A
// prerendered page (ADR 021) makes no call before its scripts, so the page's first call goes alone and the
// others follow once it has answered (one round trip, once a page).
let firstCall: Promise<unknown> | null = null;

export function send(path: string, init: RequestInit): Promise<Response> {
  if (firstCall) return firstCall.then(() => fetch(path, init));
  const call = fetch(path, init);
  firstCall = call.catch(() => undefined);
  return call;
}

export async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof fields.error === 'string' && fields.error.length > 0 ? fields.error : REQUEST_FAILED;
  return new ApiError(message, response.status, typeof fields.code === 'string' ? fields.code : undefined);
}

export async function parse<T>(response: Response, schema: Check<T>): Promise<T> {
  if (!response.ok) throw await errorFrom(response);
  const result = schema.safeParse(await response.json().catch(() => undefined));
  if (!result.success) throw new ApiError(REQUEST_FAILED, response.status);
  return result.data;
}

export const checkOf = <T>(schema: SchemaSource<T>): Check<T> | Promise<Check<T>> =>
  typeof schema === 'function' ? schema() : schema;

export async function apiGet<T>(path: string, schema: SchemaSource<T>): Promise<T> {
  const [response, check] = await Promise.all([
    send(path, { credentials: 'include', headers: { accept: 'application/json' } }),
    checkOf(schema),
  ]);
  return parse(response, check);
}
