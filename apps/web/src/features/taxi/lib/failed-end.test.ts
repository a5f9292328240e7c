import { describe, expect, it } from 'vitest';
import { failedEnd } from './failed-end';

describe('failedEnd', () => {
  it('names the end whose address was not found', () => {
    expect(failedEnd({ code: 'departure_not_found', message: 'Departure address not found: "x".' })).toBe(
      'departure',
    );
    expect(failedEnd({ code: 'arrival_not_found', message: 'Arrival address not found: "x".' })).toBe('arrival');
  });

  it('names no field for a refusal about the whole trip or without a code', () => {
    expect(failedEnd({ code: 'cross_city', message: 'Different cities' })).toBeNull();
    expect(failedEnd({ code: 'not_found', message: 'Not found' })).toBeNull();
    expect(failedEnd({ message: 'Something else' })).toBeNull();
  });
});
