import { useCallback, useEffect, useRef, useState } from 'react';
import { loadOnce } from '@/lib/load-once';
import type * as RidePartsModule from '../components/ride-parts';
import { hasStoredTrip } from '../lib/meter-idle';
import type * as SessionModule from '../lib/meter-session';
import type { MeterSession, SessionEvent } from '../lib/meter-session';
import type * as FeedModule from '../lib/ride-feed';
import type * as RecordModule from '../lib/trip-record';

function geolocation(): Geolocation | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.geolocation;
}

type Engine = typeof SessionModule & typeof RecordModule & typeof FeedModule;
/** The card's parts that draw a ride (its figures, notes and exports). */
export type RideParts = typeof RidePartsModule;

// The engine, the trip record's schema (zod), the ride's feed and the card's parts that draw a ride load on
// Start, or at mount when the device holds a ride to resume (ADR 022): the idle card needs none of them.
// Together, so a session never renders without its parts. Loaded once; a failed load (offline, no cached
// chunk) is retried.
let engine: Engine | undefined;
let rideParts: RideParts | undefined;
const loadEngine = loadOnce(() =>
  Promise.all([
    import('../lib/meter-session'),
    import('../lib/trip-record'),
    import('../lib/ride-feed'),
    import('../components/ride-parts'),
  ]).then(([session, record, feed, parts]) => {
    rideParts = parts;
    return (engine = { ...session, ...record, ...feed });
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
    // A running session exists only once the engine has loaded.
    if (!running || !geo || !engine) return;
    return engine.feedRide(geo, dispatch, () => (current.current?.record.hiddenAt ?? null) !== null);
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
