import { useEffect, useState } from 'react';
import { isNightWith, startsAtMaghrib } from '@mizan/domain/night/night-rules';
import type { MaghribAt, NightTariff } from '@mizan/domain/night/night-rules';
import { loadOnce } from '@/lib/load-once';

/** Spec 4: the night state is recomputed every 30 s. */
export const NIGHT_CHECK_MS = 30_000;

// adhan (about 5 KB gzip) computes the Maghreb prayer. Only Agadir's night starts there, so the idle card asks
// for it with such a tariff instead of with the page (ADR 022, ninth pass); the engine has its own at Start.
let loadedMaghribAt: MaghribAt | undefined;
const loadMaghribAt = loadOnce(() =>
  import('@mizan/domain/night/maghrib').then(({ maghribAt }) => (loadedMaghribAt = maghribAt)),
);

/**
 * adhan's `maghribAt` for a tariff whose night starts at the Maghreb prayer, once its module has loaded: until
 * then undefined, and the component renders again when it arrives (a failed load, offline before the chunk was
 * cached, is tried again at the next night check). Undefined for any other tariff, which needs none.
 */
export function useMaghribAt(tariff: NightTariff): MaghribAt | undefined {
  const needed = startsAtMaghrib(tariff);
  const [, setArrived] = useState(false);
  useEffect(() => {
    if (!needed || loadedMaghribAt) return;
    let live = true;
    let retry: number | undefined;
    const load = () =>
      loadMaghribAt().then(
        () => live && setArrived(true),
        () => {
          if (live) retry = window.setTimeout(load, NIGHT_CHECK_MS);
        },
      );
    void load();
    return () => {
      live = false;
      window.clearTimeout(retry);
    };
  }, [needed]);
  return needed ? loadedMaghribAt : undefined;
}

/**
 * Whether it is night now by the tariff's window, for the idle card (a running meter has its own); null while
 * a Maghreb night waits for adhan's module. `fromDevice` false (the prerendered page and its hydration, ADR 021)
 * starts as day, the clock the build had being no guide; the effect then reads this device's clock.
 */
export function useNightNow(tariff: NightTariff, enabled: boolean, fromDevice = true): boolean | null {
  const maghribAt = useMaghribAt(tariff);
  const [now, setNow] = useState<number | null>(() => (fromDevice ? Date.now() : null));
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => setNow(Date.now());
    refresh();
    const timer = window.setInterval(refresh, NIGHT_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [tariff, enabled]);
  return now === null ? false : isNightWith(now, tariff, maghribAt);
}
