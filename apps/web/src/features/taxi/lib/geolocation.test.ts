import { describe, expect, it } from 'vitest';
import { FAST_ATTEMPT, LocateError, PRECISE_ATTEMPT, formatCoordinates, locate } from './geolocation';

type Outcome = { readonly ok: readonly [number, number] } | { readonly code: number };

/** A Geolocation that answers each getCurrentPosition call with the next outcome, and records the options. */
function fakeGeolocation(outcomes: readonly Outcome[]) {
  const calls: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition(success: PositionCallback, failure: PositionErrorCallback, options: PositionOptions) {
      calls.push(options);
      const outcome = outcomes[calls.length - 1];
      if (!outcome) throw new Error('unexpected call');
      if ('ok' in outcome) success({ coords: { latitude: outcome.ok[0], longitude: outcome.ok[1] } } as GeolocationPosition);
      else failure({ code: outcome.code, message: '' } as GeolocationPositionError);
    },
  } as unknown as Geolocation;
  return { geolocation, calls };
}

describe('locate', () => {
  it.each([
    ['the fast attempt succeeds', [{ ok: [31.6258, -7.9891] }], [FAST_ATTEMPT]],
    ['the fast attempt times out, the precise one succeeds', [{ code: 3 }, { ok: [31.6258, -7.9891] }], [FAST_ATTEMPT, PRECISE_ATTEMPT]],
    ['the fast attempt has no fix, the precise one succeeds', [{ code: 2 }, { ok: [31.6258, -7.9891] }], [FAST_ATTEMPT, PRECISE_ATTEMPT]],
  ] as const)('finds the position when %s', async (_case, outcomes, expectedCalls) => {
    const { geolocation, calls } = fakeGeolocation([...outcomes]);
    await expect(locate(geolocation)).resolves.toEqual({ lat: 31.6258, lng: -7.9891 });
    expect(calls).toEqual(expectedCalls);
  });

  it.each([
    ['denied at once, no retry', [{ code: 1 }], 'denied', 1],
    ['position unavailable twice', [{ code: 2 }, { code: 2 }], 'unavailable', 2],
    ['timed out twice', [{ code: 3 }, { code: 3 }], 'timeout', 2],
    ['an unknown code', [{ code: 3 }, { code: 9 }], 'other', 2],
  ] as const)('fails with %s', async (_case, outcomes, failure, attempts) => {
    const { geolocation, calls } = fakeGeolocation([...outcomes]);
    await expect(locate(geolocation)).rejects.toEqual(new LocateError(failure));
    expect(calls).toHaveLength(attempts);
  });

  it('says unsupported when the browser has no geolocation', async () => {
    await expect(locate(undefined)).rejects.toMatchObject({ failure: 'unsupported' });
  });

  it('uses the spec timings: 3 s / 5 min low accuracy, then 8 s / 1 min high accuracy', () => {
    expect([FAST_ATTEMPT, PRECISE_ATTEMPT]).toEqual([
      { enableHighAccuracy: false, timeout: 3000, maximumAge: 300_000 },
      { enableHighAccuracy: true, timeout: 8000, maximumAge: 60_000 },
    ]);
  });
});

describe('formatCoordinates', () => {
  it.each([
    [{ lat: 31.6258, lng: -7.9891 }, '31.625800, -7.989100'],
    [{ lat: 34.0209123456, lng: -6.8416 }, '34.020912, -6.841600'],
  ])('%j -> %s', (position, text) => expect(formatCoordinates(position)).toBe(text));
});
