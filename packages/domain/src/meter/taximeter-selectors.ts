import { centimesToMad, finalFareCentimes, runningFareCentimes } from '../fare/fare';
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

/** The fare at stop for a distance, MAD centimes: the waiting as measured, minimum and night rules applied. */
function fareAtStop(s: MeterState, meters: number): number {
  if (!s.tariff) return 0;
  return finalFareCentimes(
    runningFareCentimes(meters, s.waitingSeconds, s.tariff),
    s.tariff,
    s.tariffNightAtStart,
  );
}

/**
 * Share of the fare that comes from estimated distance (gaps bridged, heavy filtering), 0-1: the fare at stop
 * less the fare of the measured distance alone, both raised to the minimum fare, over the fare at stop. A ride
 * the minimum fare holds either way has none, whatever share of its distance was estimated.
 */
export function selectEstimatedShare(s: MeterState): number {
  if (!s.tariff || s.estimatedMeters <= 0) return 0;
  const fare = fareAtStop(s, s.distanceMeters);
  const measured = fareAtStop(s, s.distanceMeters - s.estimatedMeters);
  return fare > 0 ? Math.min(1, Math.max(0, fare - measured) / fare) : 0;
}

/**
 * What the card says about estimated distance: nothing; its share of the fare; or, when a real part of the
 * distance was estimated but the minimum fare holds the ride either way, just that.
 */
export type EstimateView = { kind: 'none' } | { kind: 'share'; share: number } | { kind: 'minimum' };

export function selectEstimate(s: MeterState): EstimateView {
  const share = selectEstimatedShare(s);
  if (share >= ESTIMATED_SHARE_NOTE) return { kind: 'share', share };
  // An estimate that changes no centime of the fare: only the minimum fare can do that.
  const distanceShare = s.distanceMeters > 0 ? s.estimatedMeters / s.distanceMeters : 0;
  return share === 0 && distanceShare >= ESTIMATED_SHARE_NOTE ? { kind: 'minimum' } : { kind: 'none' };
}

/**
 * The fare at stop as a range, MAD: the least and most the distance can plausibly have been, the waiting as
 * measured, the minimum fare and the locked night surcharge applied. Equal ends when nothing was estimated,
 * or when the minimum fare holds the ride even at the most.
 */
export function selectFareRangeMad(s: MeterState): { low: number; high: number } {
  return {
    low: centimesToMad(fareAtStop(s, s.distanceLowMeters)),
    high: centimesToMad(fareAtStop(s, s.distanceHighMeters)),
  };
}
