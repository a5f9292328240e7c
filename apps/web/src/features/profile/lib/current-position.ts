import type { LatLng } from '@mizan/domain/geo/distance';

/** Spec 9 "Profile locate": 5 s timeout, a fix up to 5 minutes old is fine. */
export const PROFILE_POSITION_OPTIONS: PositionOptions = { timeout: 5_000, maximumAge: 5 * 60_000 };

/** One position reading; rejects when geolocation is missing, refused or fails. */
export function currentPosition(geolocation: Geolocation | undefined): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('geolocation unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new Error(error.message || `geolocation error ${error.code}`)),
      PROFILE_POSITION_OPTIONS,
    );
  });
}
