import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { estimateFailure } from './estimate-error';

describe('estimateFailure', () => {
  it.each([
    [
      '402 goes to the paywall',
      new ApiError('Your free estimate is used.', 402, 'payment_required'),
      { kind: 'payment-required' },
    ],
    [
      'a refusal: its code, for the text in the visitor’s language',
      new ApiError('Arrival address not found: "zz".', 404, 'arrival_not_found'),
      { kind: 'server', reason: { code: 'arrival_not_found', message: 'Arrival address not found: "zz".' } },
    ],
    [
      'an unknown code: the server text',
      new ApiError('Estimates are paused tonight.', 409, 'paused'),
      { kind: 'server', reason: { message: 'Estimates are paused tonight.' } },
    ],
    [
      'a failure on the server side: service unavailable',
      new ApiError('The routing service did not answer in time.', 504, 'provider_timeout'),
      { kind: 'unavailable' },
    ],
    ['no server text: service unavailable', new ApiError('Request failed', 502), { kind: 'unavailable' }],
    ['a network failure: connection error', new TypeError('Failed to fetch'), { kind: 'connection' }],
    [
      'offline before the first POST: the CSRF token could not be fetched, a connection error',
      new Error('Failed to get CSRF', { cause: new TypeError('Failed to fetch') }),
      { kind: 'connection' },
    ],
    [
      'the CSRF token refused by the server: service unavailable',
      new Error('Failed to get CSRF', { cause: new Error('500') }),
      { kind: 'unavailable' },
    ],
    ['anything else: service unavailable', new Error('boom'), { kind: 'unavailable' }],
  ])('%s', (_case, error, failure) => expect(estimateFailure(error)).toStrictEqual(failure));
});
