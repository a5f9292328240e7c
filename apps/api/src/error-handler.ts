import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@mizan/contracts/errors';
import { HttpError } from './http-error';
import { multipartBodyFailed } from './plugins/external/multipart';
import { PROVIDER_STATUS, ProviderError } from './providers/provider-error';
import type { ProviderFailure } from './providers/provider-error';

const PROVIDER_CODE: Record<ProviderFailure, ErrorCode> = {
  failed: 'provider_failed',
  unavailable: 'provider_unavailable',
  not_configured: 'provider_not_configured',
  timeout: 'provider_timeout',
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const MESSAGES: Partial<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
};

interface Answer {
  status: number;
  body: ErrorBody;
}

function answerFor(error: FastifyError | Error, request: FastifyRequest): Answer | null {
  if (error instanceof HttpError)
    return { status: error.statusCode, body: { error: error.message, code: error.code } };
  if (error instanceof ProviderError) {
    return {
      status: PROVIDER_STATUS[error.failure],
      body: { error: error.message, code: PROVIDER_CODE[error.failure] },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const details = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return `${field ? `${where}.${field}` : where}: ${issue.message}`;
    });
    return {
      status: 400,
      body: { error: `Invalid request: ${details.join('; ')}`, code: 'validation_failed' },
    };
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500 && multipartBodyFailed(request)) {
    return { status: 400, body: { error: 'The multipart body is malformed.', code: 'bad_request' } };
  }
  if (status >= 400 && status < 500) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    return {
      status,
      body: { error: MESSAGES[code] ?? error.message, code: CODE_BY_STATUS[status] ?? 'bad_request' },
    };
  }
  return null;
}

/** The one error handler (docs/architecture.md "Errors"): a clear 4xx, or a generic 5xx logged with its request id. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const answer = answerFor(error, request);
  if (answer && answer.status < 500) {
    request.log.info({ err: error, statusCode: answer.status }, 'request refused');
    return reply.status(answer.status).send(answer.body);
  }
  if (answer) {
    request.log.warn({ err: error }, 'provider failed');
    return reply.status(answer.status).send(answer.body);
  }
  request.log.error({ err: error }, 'unhandled error');
  const body: ErrorBody = { error: 'Something went wrong on our side. Please try again.', code: 'internal' };
  return reply.status(500).send(body);
}
