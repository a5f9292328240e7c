import type { ErrorCode } from '@mizan/contracts/errors';

/**
 * An error a route throws on purpose: the error handler answers `status` with `{ error: message, code }`.
 * Use it for every deliberate 4xx (`throw new HttpError(404, 'not_found', 'No pass to deactivate')`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
