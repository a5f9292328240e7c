import { useEffect, useState } from 'react';
import { isNightAt } from '@mizan/domain/night/night';
import type { Tariff } from '@mizan/domain/fare/tariff';

/** Spec 4: the night state is recomputed every 30 s. */
export const NIGHT_CHECK_MS = 30_000;

/**
 * Whether it is night now by the tariff's window, for the idle card (a running meter has its own).
 * `fromDevice` false (the prerendered page and its hydration, ADR 021) starts as day, the clock the build had
 * being no guide; the effect then reads this device's clock.
 */
export function useNightNow(tariff: Tariff, enabled: boolean, fromDevice = true): boolean {
  const [night, setNight] = useState(() => fromDevice && isNightAt(Date.now(), tariff));
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => setNight(isNightAt(Date.now(), tariff));
    refresh();
    const timer = window.setInterval(refresh, NIGHT_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [tariff, enabled]);
  return night;
}
