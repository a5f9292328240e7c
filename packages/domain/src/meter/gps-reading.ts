/** One position fix as the browser's Geolocation API (or a GPX track point) gives it. */
export interface GpsReading {
  lat: number;
  lng: number;
  /** Reported horizontal accuracy, metres (68 % radius); often optimistic in narrow streets. */
  accuracy?: number | null;
  /** Epoch milliseconds. */
  timestamp: number;
  /** Doppler ground speed, m/s, when the receiver gives one. */
  speed?: number | null;
  hdop?: number | null;
  /**
   * The phone's motion sensor over the time since the previous fix: the RMS of its acceleration about the
   * mean (gravity and slow tilts taken out), m/s². Absent when the device gives no motion events, or when
   * they did not cover all of that time (the page in the background, a sensor that stalled).
   */
  vibration?: number | null;
}

/** The spec's waiting threshold: 5 km/h (spec 5, 9). */
export const WAITING_SPEED_MPS = 5 / 3.6;

export function isUsableReading(r: GpsReading): boolean {
  return (
    Number.isFinite(r.lat) &&
    Number.isFinite(r.lng) &&
    Math.abs(r.lat) <= 90 &&
    Math.abs(r.lng) <= 180 &&
    Number.isFinite(r.timestamp)
  );
}

/** A usable Doppler speed, or null (browsers give null, some phones -1, when they have none). */
export function dopplerSpeed(r: GpsReading): number | null {
  return typeof r.speed === 'number' && Number.isFinite(r.speed) && r.speed >= 0 ? r.speed : null;
}

/** A usable motion-sensor reading (`GpsReading.vibration`), or null. */
export function vibrationOf(r: GpsReading): number | null {
  return typeof r.vibration === 'number' && Number.isFinite(r.vibration) && r.vibration >= 0
    ? r.vibration
    : null;
}
