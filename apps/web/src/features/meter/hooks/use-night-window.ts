import { useEffect, useState } from 'react';
import type { Tariff } from '@mizan/domain/fare/tariff';
import { nightWindowAt } from '../lib/night-window';
import type { NightWindow } from '../lib/night-window';
import { NIGHT_CHECK_MS } from './use-night-now';

/**
 * The night window the card shows: the ride's (of its start) once started, else this evening's, read again
 * with the night state (Agadir's Maghreb moves with the date, Marrakech's window with the month). `fromDevice`
 * false (the prerendered page, ADR 021) has no clock to go by and shows the tariff's usual window.
 */
export function useNightWindow(tariff: Tariff, startedAt: number | null, fromDevice: boolean): NightWindow {
  const [now, setNow] = useState<number | null>(() => (fromDevice ? Date.now() : null));
  useEffect(() => {
    if (!fromDevice || startedAt !== null) return;
    const timer = window.setInterval(() => setNow(Date.now()), NIGHT_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [fromDevice, startedAt]);
  const at = startedAt ?? now;
  return at === null
    ? { start: tariff.nightStartTime, end: tariff.nightEndTime, kind: 'fixed' }
    : nightWindowAt(tariff, at);
}
