import { useCallback, useEffect, useRef, useState } from 'react';
import type { GpsReading } from '@mizan/domain/meter/gps-reading';
import { loadOnce } from '@/lib/load-once';
import type * as RidePartsModule from '../components/ride-parts';
import { hasStoredTrip } from '../lib/meter-idle';
import type * as SessionModule from '../lib/meter-session';
import type { MeterSession, SessionEvent } from '../lib/meter-session';
import type * as RecordModule from '../lib/trip-record';

/** Spec 9 "Meter watch": high accuracy, 10 s timeout, a fix up to 500 ms old. */
export const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 500 };
/** Back from the background (spec 4): one fresh position, not a cached one. */
export const FRESH_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };
export const DISPLAY_TICK_MS = 1000;

export function toReading(position: GeolocationPosition): GpsReading {
  const { latitude, longitude, accuracy, speed } = position.coords;
  return { lat: latitude, lng: longitude, accuracy, speed, timestamp: Math.round(position.timestamp) };
}

function logPositionError(error: GeolocationPositionError): void {
  // Spec 8: position errors are only logged; the meter keeps running on the fixes it gets.
  console.warn(`taximeter: position error ${error.code}: ${error.message}`);
}

function geolocation(): Geolocation | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.geolocation;
}

type Engine = typeof SessionModule & typeof RecordModule;
/** The card's parts that draw a ride (its figures, notes and exports). */
export type RideParts = typeof RidePartsModule;

// The engine, the trip record's schema (zod) and the card's parts that draw a ride load on Start, or at mount
// when the device holds a ride to resume (ADR 022): the idle card needs none of them. Together, so a session
// never renders without its parts. Loaded once; a failed load (offline, no cached chunk) is retried.
let engine: Engine | undefined;
let rideParts: RideParts | undefined;
const loadEngine = loadOnce(() =>
  Promise.all([
    import('../lib/meter-session'),
    import('../lib/trip-record'),
    import('../components/ride-parts'),
  ]).then(([session, record, parts]) => {
    rideParts = parts;
    return (engine = { ...session, ...record });
  }),
);

/**
 * The taximeter on the page: the domain engine fed with the browser's positions and clock, its trip record
 * kept in localStorage after every event, so a reload or a crashed tab resumes the ride. `fromDevice` false
 * (the prerendered page and its hydration, ADR 021) starts idle instead.
 */
export function useTaximeter(fromDevice = true) {
  const [session, setSession] = useState<MeterSession | null>(null);
  const current = useRef(session);

  useEffect(() => {
    if (!fromDevice || !hasStoredTrip()) return;
    let mounted = true;
    void loadEngine().then(({ tripRecordStore, resumeSession }) => {
      const stored = tripRecordStore.read();
      // A Start tapped while the engine loaded has made the current session already.
      if (!mounted || !stored || current.current) return;
      current.current = resumeSession(stored, Date.now());
      setSession(current.current);
    });
    return () => {
      mounted = false;
    };
  }, [fromDevice]);

  const commit = useCallback((next: MeterSession, { tripRecordStore }: Engine) => {
    if (next === current.current) return;
    current.current = next;
    tripRecordStore.write(next.record);
    setSession(next);
  }, []);

  const dispatch = useCallback(
    (event: SessionEvent) => {
      // A session exists only once the engine has loaded.
      if (current.current && engine) commit(engine.applyToSession(current.current, event), engine);
    },
    [commit],
  );

  const running = session?.state.active ?? false;

  useEffect(() => {
    const geo = geolocation();
    if (!running || !geo) return;
    const onPosition = (position: GeolocationPosition) =>
      dispatch({ type: 'fix', reading: toReading(position) });
    // Prime a position (spec 4); after a resume this is also the fresh read that catches up the distance.
    geo.getCurrentPosition(onPosition, logPositionError, FRESH_OPTIONS);
    const watch = geo.watchPosition(onPosition, logPositionError, WATCH_OPTIONS);
    // The engine recomputes the night state on every tick, so well within the spec's 30 s.
    const tick = window.setInterval(() => dispatch({ type: 'tick', at: Date.now() }), DISPLAY_TICK_MS);
    const hide = () => dispatch({ type: 'hidden', at: Date.now() });
    const show = () => {
      if ((current.current?.record.hiddenAt ?? null) === null) return;
      dispatch({ type: 'visible', at: Date.now() });
      geo.getCurrentPosition(onPosition, logPositionError, FRESH_OPTIONS);
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? hide() : show());
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', hide);
    window.addEventListener('pageshow', show);
    return () => {
      geo.clearWatch(watch);
      window.clearInterval(tick);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('pageshow', show);
    };
  }, [running, dispatch]);

  /**
   * False at once without geolocation; otherwise the meter starts from the tap with `city`'s tariff, once the
   * engine has loaded.
   */
  const start = useCallback(
    async (city: string) => {
      if (!geolocation()) return false;
      const at = Date.now();
      const loaded = await loadEngine();
      // A second tap while loading, or a resumed ride, leaves the running meter as it is.
      if (!current.current?.state.active) commit(loaded.startSession(at, city), loaded);
      return true;
    },
    [commit],
  );

  const stop = useCallback(() => dispatch({ type: 'stop', at: Date.now() }), [dispatch]);
  const markPaywalled = useCallback(() => dispatch({ type: 'paywalled' }), [dispatch]);

  // A session exists only once the engine, and the parts with it, have loaded.
  const parts = session ? (rideParts ?? null) : null;
  return { session, parts, start, stop, markPaywalled };
}
