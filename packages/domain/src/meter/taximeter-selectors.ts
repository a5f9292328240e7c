import { centimesToMad, distanceCentimes, finalFareCentimes, runningFareCentimes } from '../fare/fare';
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

/** Below this share of the fare, an estimate is not worth a note on the card. */
export const ESTIMATED_SHARE_NOTE = 0.02;

/** Share of the running fare that comes from estimated distance (gaps bridged, heavy filtering), 0-1. */
export function selectEstimatedShare(s: MeterState): number {
  if (!s.tariff || s.estimatedMeters <= 0) return 0;
  const running = runningFareCentimes(s.distanceMeters, s.waitingSeconds, s.tariff);
  return running > 0 ? Math.min(1, distanceCentimes(s.estimatedMeters, s.tariff) / running) : 0;
}

/** Whether the card says part of the fare is estimated. */
export function selectShowsEstimate(s: MeterState): boolean {
  return selectEstimatedShare(s) >= ESTIMATED_SHARE_NOTE;
}

/**
 * The fare at stop as a range, MAD: the least and most the distance can plausibly have been, the waiting as
 * measured, the minimum fare and the locked night surcharge applied. Equal ends when nothing was estimated.
 */
export function selectFareRangeMad(s: MeterState): { low: number; high: number } {
  if (!s.tariff) return { low: 0, high: 0 };
  const { tariff } = s;
  const at = (meters: number) =>
    centimesToMad(
      finalFareCentimes(runningFareCentimes(meters, s.waitingSeconds, tariff), tariff, s.tariffNightAtStart),
    );
  return { low: at(s.distanceLowMeters), high: at(s.distanceHighMeters) };
}
