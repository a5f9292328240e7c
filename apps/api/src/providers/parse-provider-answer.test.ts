import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseProviderAnswer } from './parse-provider-answer';
import { ProviderError } from './provider-error';

const schema = z.object({ code: z.literal('Ok'), distance: z.number() });

describe('parseProviderAnswer', () => {
  it('returns the parsed answer', () => {
    expect(parseProviderAnswer('osrm', schema, { code: 'Ok', distance: 12, extra: true })).toEqual({ code: 'Ok', distance: 12 });
  });

  it.each([null, 'Ok', [], { code: 'Ok' }, { code: 'Ok', distance: '12' }])('turns %j into ProviderError failed', (data) => {
    let thrown: unknown;
    try {
      parseProviderAnswer('osrm', schema, data);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ProviderError);
    expect(thrown).toMatchObject({ provider: 'osrm', failure: 'failed', message: 'osrm sent an answer in an unexpected format' });
  });
});
