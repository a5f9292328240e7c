import type { GpsReading } from '@mizan/domain/meter/gps-reading';
import type { SessionEvent } from './meter-session';
import { watchVibration } from './motion-sensor';

// What feeds a running ride: the device's positions (each with its motion sensor's reading since the previous
// one, where the device gives one), the clock's tick and the page going to and back from the background, as the
// session's events. Loaded with the engine (hooks/use-taximeter.ts, ADR 022).

/** Spec 9 "Meter watch": high accuracy, 10 s timeout, a fix up to 500 ms old. */
export const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 500 };
/** Back from the background (spec 4): one fresh position, not a cached one. */
export const FRESH_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };
export const DISPLAY_TICK_MS = 1000;

export function toReading(position: GeolocationPosition, vibration: number | null = null): GpsReading {
  const { latitude, longitude, accuracy, speed } = position.coords;
  const reading = {
    lat: latitude,
    lng: longitude,
    accuracy,
    speed,
    timestamp: Math.round(position.timestamp),
  };
  // Without a sensor the fix is exactly what it was before the sensor was read (the engine's behaviour too).
  return vibration === null ? reading : { ...reading, vibration };
}

function logPositionError(error: GeolocationPositionError): void {
  // Spec 8: position errors are only logged; the meter keeps running on the fixes it gets.
  console.warn(`taximeter: position error ${error.code}: ${error.message}`);
}

/**
 * Sends a running ride's events to `dispatch` until the returned function is called. `isHidden` tells whether
 * the ride's record has the page in the background, so a return catches up only once.
 */
export function feedRide(
  geo: Geolocation,
  dispatch: (event: SessionEvent) => void,
  isHidden: () => boolean,
): () => void {
  const motion = watchVibration(window);
  const onPosition = (position: GeolocationPosition) =>
    dispatch({ type: 'fix', reading: toReading(position, motion.take()) });
  // Prime a position (spec 4); after a resume this is also the fresh read that catches up the distance.
  geo.getCurrentPosition(onPosition, logPositionError, FRESH_OPTIONS);
  const watch = geo.watchPosition(onPosition, logPositionError, WATCH_OPTIONS);
  // The engine recomputes the night state on every tick, so well within the spec's 30 s.
  const tick = window.setInterval(() => dispatch({ type: 'tick', at: Date.now() }), DISPLAY_TICK_MS);
  const hide = () => dispatch({ type: 'hidden', at: Date.now() });
  const show = () => {
    if (!isHidden()) return;
    dispatch({ type: 'visible', at: Date.now() });
    geo.getCurrentPosition(onPosition, logPositionError, FRESH_OPTIONS);
  };
  const onVisibility = () => (document.visibilityState === 'hidden' ? hide() : show());
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', hide);
  window.addEventListener('pageshow', show);
  return () => {
    geo.clearWatch(watch);
    motion.stop();
    window.clearInterval(tick);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', hide);
    window.removeEventListener('pageshow', show);
  };
}
