import { maghribAt } from './maghrib';
import { isNightWith, nightWindowWith } from './night-rules';
import type { NightTariff, NightWindow } from './night-rules';

// Every rule with adhan's Maghreb: what the taximeter engine, the API's estimate and the replay decide by.

/**
 * Whether `instant` falls in the tariff's night window (start inclusive, end exclusive, wraps midnight), read
 * on the Moroccan clock: its fixed window, or its `nightRule` (a seasonal window, or night from the Maghreb prayer).
 */
export function isNightAt(instant: number, tariff: NightTariff): boolean {
  return isNightWith(instant, tariff, maghribAt);
}

/** The night window of the evening `instant` belongs to, by the tariff's rule (night-rules.ts). */
export function nightWindowAt(tariff: NightTariff, instant: number): NightWindow {
  return nightWindowWith(tariff, instant, maghribAt);
}
