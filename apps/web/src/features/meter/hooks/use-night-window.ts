import { useEffect, useState } from 'react';
import { nightWindowWith } from '@mizan/domain/night/night-rules';
import type { NightTariff, NightWindow } from '@mizan/domain/night/night-rules';
import { NIGHT_CHECK_MS, useMaghribAt } from './use-night-now';

/** Where the Maghreb's minute goes while adhan's module loads: the line keeps its words and its length. */
const MAGHRIB_PENDING = '…';

/**
 * The night window the card shows: the ride's (of its start) once started, else this evening's, read again
 * with the night state (Agadir's Maghreb moves with the date, Marrakech's window with the month). `fromDevice`
 * false (the prerendered page, ADR 021) has no clock to go by and shows the tariff's usual window.
 */
export function useNightWindow(
  tariff: NightTariff,
  startedAt: number | null,
  fromDevice: boolean,
): NightWindow {
  const maghribAt = useMaghribAt(tariff);
  const [now, setNow] = useState<number | null>(() => (fromDevice ? Date.now() : null));
  useEffect(() => {
    if (!fromDevice || startedAt !== null) return;
    const timer = window.setInterval(() => setNow(Date.now()), NIGHT_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [fromDevice, startedAt]);
  const at = startedAt ?? now;
  if (at === null) return { start: tariff.nightStartTime, end: tariff.nightEndTime, kind: 'fixed' };
  const rule = tariff.nightRule;
  // Only a Maghreb night is unknown, until adhan's module has loaded.
  return (
    nightWindowWith(tariff, at, maghribAt) ?? {
      start: MAGHRIB_PENDING,
      end: rule?.kind === 'maghrib' ? rule.end : tariff.nightEndTime,
      kind: 'maghrib',
    }
  );
}
