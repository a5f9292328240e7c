import type { GpsReading } from './gps-reading';

/** Why a distance is estimated: a gap in the fixes bridged, or positions too poor to measure it. */
export type EstimateKind = 'gap' | 'filtered';

/** What a position filter tells the meter about the time since the previous fix. */
export interface MotionStep {
  /** Distance to bill for this step, metres. */
  distanceMeters: number;
  /** Whether the interval since the previous fix counts as waiting (speed under 5 km/h). */
  slow: boolean;
  /**
   * Share of the interval that was waiting, when the filter can tell better than all-or-nothing (dropouts;
   * without Doppler, the seconds a lagged decision settles late, which can take it above 1, or waiting
   * counted earlier that is paid back, which can take it to 0).
   */
  waitingShare?: number;
  /**
   * Present when the distance is an estimate rather than a measurement (a gap bridged, positions filtered
   * heavily): the least and the most it can plausibly have been, metres.
   */
  estimate?: { low: number; high: number; kind: EstimateKind };
}

/**
 * A position filter, given to `createTaximeter`: pure and deterministic, its state plain JSON (it is part of
 * the meter's state). The meter's is `gpsFilter`; the benchmark's baseline is injected the same way.
 */
export interface MotionFilter<S> {
  /** The state before the first fix of a trip. */
  readonly initial: S;
  /** One fix: the next state, and what to bill since the previous fix (null: the meter ignores the fix). */
  step(state: S, reading: GpsReading): { state: S; step: MotionStep | null };
  /**
   * Distance driven but not billed yet when the trip stops (a smoother's lag, the last chord's remainder),
   * metres, measured; absent for a filter that bills everything at each fix.
   */
  finish?(state: S): number;
}
