/** What a position filter tells the meter about the time since the previous fix. */
export interface MotionStep {
  /** Distance to bill for this step, metres. */
  distanceMeters: number;
  /** Whether the interval since the previous fix counts as waiting (speed under 5 km/h). */
  slow: boolean;
  /** Share of the interval that was waiting, when the filter can tell better than all-or-nothing (dropouts). */
  waitingShare?: number;
}
