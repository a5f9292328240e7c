import { centimesToMad } from '../fare/fare';
import type { TaximeterState } from './taximeter';

/** Price in MAD, 2 decimals (the card formats it). */
export function selectPriceMad(s: TaximeterState): number {
  return centimesToMad(s.price);
}

/** What stop would charge now: minimum fare and the locked night surcharge applied. */
export function selectProjectedFareMad(s: TaximeterState): number {
  if (s.finalized) return centimesToMad(s.price);
  return centimesToMad(Math.round(Math.max(s.price, s.minFare) * s.multiplier));
}

export function selectDistanceKm(s: TaximeterState): number {
  return Math.round(s.distanceKm * 100) / 100;
}

/** Waiting in whole minutes, as the card shows it. */
export function selectWaitingMinutes(s: TaximeterState): number {
  return Math.floor(s.waitingSeconds / 60);
}

export type TariffLabel = 'day' | 'night';

export interface TariffLabelView {
  label: TariffLabel;
  /** Show '(locked at start)': running, and the night state now differs from the one at start. */
  lockedAtStart: boolean;
}

export function selectTariffLabel(s: TaximeterState): TariffLabelView {
  return {
    label: s.tariffNightAtStart ? 'night' : 'day',
    lockedAtStart: s.active && s.nightActive !== s.tariffNightAtStart,
  };
}

export type MeterPhase = 'idle' | 'running' | 'finished';

export function selectPhase(s: TaximeterState): MeterPhase {
  if (s.active) return 'running';
  return s.finalized ? 'finished' : 'idle';
}
