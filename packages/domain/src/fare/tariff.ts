/** A city taxi tariff (spec 3 "City tariff", spec 9). Money in centimes (1 MAD = 100 centimes). */
export interface Tariff {
  name: string;
  /** Flag-fall, centimes. */
  pickup: number;
  /** Price of one distance segment, centimes. */
  pricePerSegment: number;
  segmentDistanceInMeters: number;
  /** Price of one minute of waiting, centimes. */
  waitMinute: number;
  /** The fare is raised to at least this at stop, centimes. */
  minFare: number;
  /** Multiplier applied at stop when night was locked at start. */
  nightSurcharge: number;
  /** Local time (Africa/Casablanca) the night window starts, "HH:MM". */
  nightStartTime: string;
  /** Local time the night window ends, "HH:MM" (spec 5: 06:00). */
  nightEndTime: string;
  /** Where the figures come from, said honestly. */
  source: string;
  /** ISO date from which these figures apply. */
  effectiveFrom: string;
}
