import { describe, expect, it, vi } from 'vitest';
import { PROFILE_POSITION_OPTIONS, currentPosition } from './current-position';

function fakeGeolocation(outcome: { lat: number; lng: number } | { code: number }): Geolocation {
  return {
    getCurrentPosition: vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if ('lat' in outcome) success({ coords: { latitude: outcome.lat, longitude: outcome.lng } } as GeolocationPosition);
      else failure?.({ code: outcome.code, message: '' } as GeolocationPositionError);
    }),
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  };
}

describe('currentPosition', () => {
  it('reads one position with a 5 s timeout and a fix up to 5 minutes old', async () => {
    const geolocation = fakeGeolocation({ lat: 34.0209, lng: -6.8416 });
    await expect(currentPosition(geolocation)).resolves.toEqual({ lat: 34.0209, lng: -6.8416 });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), PROFILE_POSITION_OPTIONS);
    expect(PROFILE_POSITION_OPTIONS).toEqual({ timeout: 5000, maximumAge: 300000 });
  });

  it.each([1, 2, 3])('rejects on error code %i', async (code) => {
    await expect(currentPosition(fakeGeolocation({ code }))).rejects.toThrow(`geolocation error ${code}`);
  });

  it('rejects without geolocation', async () => {
    await expect(currentPosition(undefined)).rejects.toThrow('geolocation unsupported');
  });
});
