import type { LatLng } from '@mizan/domain/geo/distance';

// Spec 9 "Estimator locate": a fast low-accuracy attempt (cell/Wi-Fi, a 5 min old fix is fine), then a
// high-accuracy retry (GPS, a fix up to 1 min old).
export const FAST_ATTEMPT: PositionOptions = { enableHighAccuracy: false, timeout: 3_000, maximumAge: 5 * 60_000 };
export const PRECISE_ATTEMPT: PositionOptions = { enableHighAccuracy: true, timeout: 8_000, maximumAge: 60_000 };

/** Why locating failed, one per spec 8 message. */
export type LocateFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'other';

export class LocateError extends Error {
  readonly failure: LocateFailure;
  constructor(failure: LocateFailure) {
    super(failure);
    this.name = 'LocateError';
    this.failure = failure;
  }
}

const FAILURE_BY_CODE: Record<number, LocateFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

function attempt(geolocation: Geolocation, options: PositionOptions): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new LocateError(FAILURE_BY_CODE[error.code] ?? 'other')),
      options,
    );
  });
}

/**
 * The visitor's position: the fast attempt, then the precise one. A refused permission is final (asking
 * again would only fail again); any other failure of the fast attempt gets the retry.
 */
export async function locate(geolocation: Geolocation | undefined): Promise<LatLng> {
  if (!geolocation) throw new LocateError('unsupported');
  try {
    return await attempt(geolocation, FAST_ATTEMPT);
  } catch (error) {
    if (error instanceof LocateError && error.failure === 'denied') throw error;
    return attempt(geolocation, PRECISE_ATTEMPT);
  }
}

/** A position as the field shows it when no address is known (spec 8: 6 decimals). */
export function formatCoordinates(position: LatLng): string {
  return `${position.lat.toFixed(6)}, ${position.lng.toFixed(6)}`;
}
