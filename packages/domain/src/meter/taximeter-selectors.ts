import { centimesToMad } from '../fare/fare';
import type { TaximeterState } from './taximeter';

/** The selectors read the meter's fields, never its filter: any filter's state will do. */
type MeterState = TaximeterState<unknown>;

/** Price in MAD, 2 decimals (the card formats it). */
export function selectPriceMad(s: MeterState): number {
  return centimesToMad(s.price);
}

/** What stop would charge now: minimum fare and the locked night surcharge applied. */
export function selectProjectedFareMad(s: MeterState): number {
  if (s.finalized) return centimesToMad(s.price);
  return centimesToMad(Math.round(Math.max(s.price, s.minFare) * s.multiplier));
}

export function selectDistanceKm(s: MeterState): number {
  return Math.round(s.distanceKm * 100) / 100;
}

/** Waiting in whole minutes, as the card shows it. */
export function selectWaitingMinutes(s: MeterState): number {
  return Math.floor(s.waitingSeconds / 60);
}

export type TariffLabel = 'day' | 'night';

export interface TariffLabelView {
  label: TariffLabel;
  /** Show '(locked at start)': running, and the night state now differs from the one at start. */
  lockedAtStart: boolean;
}

export function selectTariffLabel(s: MeterState): TariffLabelView {
  return {
    label: s.tariffNightAtStart ? 'night' : 'day',
    lockedAtStart: s.active && s.nightActive !== s.tariffNightAtStart,
  };
}

export type MeterPhase = 'idle' | 'running' | 'finished';

export function selectPhase(s: MeterState): MeterPhase {
  if (s.active) return 'running';
  return s.finalized ? 'finished' : 'idle';
}
