import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CITY_LOCATE_OPTIONS, grantedPositionCity, useMeterCity } from './use-meter-city';

const at = (latitude: number, longitude: number) =>
  vi.fn((ok: PositionCallback, _fail?: PositionErrorCallback | null, _options?: PositionOptions) =>
    ok({ coords: { latitude, longitude, accuracy: 900 } } as GeolocationPosition),
  );

afterEach(() => vi.unstubAllGlobals());

describe('grantedPositionCity', () => {
  it('reads a coarse, cached position only when permission is granted', async () => {
    const getCurrentPosition = at(34.0647, -4.9733);
    vi.stubGlobal('navigator', {
      geolocation: { getCurrentPosition },
      permissions: { query: () => Promise.resolve({ state: 'granted' }) },
    });
    await expect(grantedPositionCity()).resolves.toBe('fes');
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual(CITY_LOCATE_OPTIONS);
  });

  it.each([
    [
      'no Permissions API (it cannot tell without prompting)',
      { geolocation: { getCurrentPosition: at(34, -5) } },
    ],
    ['no geolocation', { permissions: { query: () => Promise.resolve({ state: 'granted' }) } }],
    [
      'a query that throws',
      {
        geolocation: { getCurrentPosition: at(34, -5) },
        permissions: { query: () => Promise.reject(new TypeError()) },
      },
    ],
  ])('%s: null', async (_label, device) => {
    vi.stubGlobal('navigator', device);
    await expect(grantedPositionCity()).resolves.toBeNull();
  });

  it('a position error or a place outside every tariff city: null', async () => {
    const permissions = { query: () => Promise.resolve({ state: 'granted' }) };
    vi.stubGlobal('navigator', {
      geolocation: { getCurrentPosition: (_ok: PositionCallback, fail: () => void) => fail() },
      permissions,
    });
    await expect(grantedPositionCity()).resolves.toBeNull();
    // Essaouira has no tariff of its own.
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition: at(31.5085, -9.7595) }, permissions });
    await expect(grantedPositionCity()).resolves.toBeNull();
  });
});

describe('useMeterCity', () => {
  it('the prerendered page reads no position; a choice wins over the estimate', async () => {
    const query = vi.fn(() => Promise.resolve({ state: 'granted' }));
    vi.stubGlobal('navigator', {
      geolocation: { getCurrentPosition: at(34.0647, -4.9733) },
      permissions: { query },
    });
    const { result, rerender } = renderHook(({ estimate }) => useMeterCity(estimate, false), {
      initialProps: { estimate: null as string | null },
    });
    expect(result.current).toMatchObject({ city: 'casablanca', basis: 'reference' });
    rerender({ estimate: 'Tanger' });
    expect(result.current).toMatchObject({ city: 'tangier', basis: 'estimate' });
    act(() => result.current.choose('rabat'));
    expect(result.current).toMatchObject({ city: 'rabat', basis: 'chosen' });
    expect(query).not.toHaveBeenCalled();
  });

  it('on the device: the position once known', async () => {
    vi.stubGlobal('navigator', {
      geolocation: { getCurrentPosition: at(31.6258, -7.9891) },
      permissions: { query: () => Promise.resolve({ state: 'granted' }) },
    });
    const { result } = renderHook(() => useMeterCity(undefined, true));
    await waitFor(() => expect(result.current).toMatchObject({ city: 'marrakech', basis: 'position' }));
  });
});
