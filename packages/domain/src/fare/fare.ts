import type { Tariff } from './tariff';

/**
 * Fare maths in centimes, shared by the estimator and the taximeter.
 *
 * Distance and waiting accrue continuously (issue 4: "both accruing continuously"): 40 m cost half a
 * segment, 30 s half a waiting minute. A stepwise meter would jump by a whole segment at every 80 m; the
 * proportional rule differs from it by less than one segment (0.20 MAD) and never depends on where the
 * segment boundary happens to fall, so a replayed trip and a live one agree.
 */

/** Distance component, centimes, unrounded. */
export function distanceCentimes(distanceMeters: number, tariff: Tariff): number {
  return (Math.max(0, distanceMeters) / tariff.segmentDistanceInMeters) * tariff.pricePerSegment;
}

/** Waiting component, centimes, unrounded. */
export function waitingCentimes(waitingSeconds: number, tariff: Tariff): number {
  return (Math.max(0, waitingSeconds) / 60) * tariff.waitMinute;
}

/** What the meter shows while running: pickup plus both components, rounded to the centime. */
export function runningFareCentimes(distanceMeters: number, waitingSeconds: number, tariff: Tariff): number {
  return Math.round(
    tariff.pickup + distanceCentimes(distanceMeters, tariff) + waitingCentimes(waitingSeconds, tariff),
  );
}

/**
 * The fare at stop (spec 4): raised to the minimum fare, multiplied by the night surcharge when night was
 * locked at start, rounded to 2 decimals of MAD (whole centimes). A tariff with a night minimum of its own
 * (Agadir: 10 DH at night, 7 DH by day) raises the night fare to it after the surcharge instead.
 */
export function finalFareCentimes(runningCentimes: number, tariff: Tariff, night: boolean): number {
  if (!night) return Math.round(Math.max(runningCentimes, tariff.minFare));
  if (tariff.nightMinFare !== undefined)
    return Math.max(Math.round(runningCentimes * tariff.nightSurcharge), tariff.nightMinFare);
  return Math.round(Math.max(runningCentimes, tariff.minFare) * tariff.nightSurcharge);
}

export interface FareInput {
  distanceMeters: number;
  waitingSeconds: number;
  tariff: Tariff;
  night: boolean;
}

export interface FareBreakdown {
  pickup: number;
  distance: number;
  waiting: number;
  /**
   * Centimes added to reach the minimum fare (0 when above it), before the multiplier; for a tariff with a
   * night minimum of its own, at night, after it.
   */
  minimumTopUp: number;
  multiplier: number;
  total: number;
}

/** The estimator's fare: the meter's arithmetic applied to a known distance and waiting time. */
export function estimateFare({ distanceMeters, waitingSeconds, tariff, night }: FareInput): FareBreakdown {
  const running = runningFareCentimes(distanceMeters, waitingSeconds, tariff);
  return {
    pickup: tariff.pickup,
    distance: Math.round(distanceCentimes(distanceMeters, tariff)),
    waiting: Math.round(waitingCentimes(waitingSeconds, tariff)),
    minimumTopUp:
      night && tariff.nightMinFare !== undefined
        ? Math.max(0, tariff.nightMinFare - Math.round(running * tariff.nightSurcharge))
        : Math.max(0, tariff.minFare - running),
    multiplier: night ? tariff.nightSurcharge : 1,
    total: finalFareCentimes(running, tariff, night),
  };
}

/** Centimes to MAD with 2 decimals, as a number (formatting is the screen's job). */
export function centimesToMad(centimes: number): number {
  return Math.round(centimes) / 100;
}
