import { useEffect, useRef } from 'react';
import { METER_FREE_RUN_MS } from '@mizan/domain/pass/features';

/** The spec's second check beside the timer, for a timer a sleeping phone delayed. */
export const FREE_RUN_CHECK_MS = 10_000;

interface FreeRunLimit {
  running: boolean;
  startedAt: number | null;
  /** undefined while the pass status is unknown: nobody is sent away on a guess. */
  passActive: boolean | undefined;
  onOver: () => void;
}

/**
 * Spec 4: after 3 minutes of running a non-holder is sent to the paywall, checked by a timer and by a 10 s
 * interval, never while already on /pay.
 */
export function useFreeRunLimit({ running, startedAt, passActive, onOver }: FreeRunLimit): void {
  const onOverRef = useRef(onOver);
  useEffect(() => {
    onOverRef.current = onOver;
  }, [onOver]);

  useEffect(() => {
    if (!running || startedAt === null || passActive !== false) return;
    let fired = false;
    const check = () => {
      if (fired || Date.now() - startedAt < METER_FREE_RUN_MS || window.location.pathname.startsWith('/pay'))
        return;
      fired = true;
      onOverRef.current();
    };
    const timer = window.setTimeout(check, Math.max(0, startedAt + METER_FREE_RUN_MS - Date.now()));
    const interval = window.setInterval(check, FREE_RUN_CHECK_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearInterval(interval);
    };
  }, [running, startedAt, passActive]);
}
