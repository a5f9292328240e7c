import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { estimateFailure } from './estimate-error';

describe('estimateFailure', () => {
  it.each([
    ['402 goes to the paywall', new ApiError('Your free estimate is used.', 402, 'payment_required'), { kind: 'payment-required' }],
    ['a server text is shown', new ApiError('Arrival address not found: "zz".', 404, 'not_found'), { kind: 'server', message: 'Arrival address not found: "zz".' }],
    ['no server text: service unavailable', new ApiError('Request failed', 502), { kind: 'unavailable' }],
    ['a network failure: connection error', new TypeError('Failed to fetch'), { kind: 'connection' }],
    ['anything else: service unavailable', new Error('boom'), { kind: 'unavailable' }],
  ])('%s', (_case, error, failure) => expect(estimateFailure(error)).toEqual(failure));
});
