/** A city taxi tariff (spec 3 "City tariff", spec 9). Money in centimes (1 MAD = 100 centimes). */
export interface Tariff {
  /** The city (or "Standard") the tariff belongs to, for the cards: "Fès". */
  name: string;
  /** The decision or report the figures come from, short enough for a card: "arrêté n° 25, 2023". */
  citation: string;
  /** Flag-fall, centimes. */
  pickup: number;
  /** Price of one distance segment, centimes. */
  pricePerSegment: number;
  segmentDistanceInMeters: number;
  /** Price of one minute of waiting, centimes. */
  waitMinute: number;
  /** The fare is raised to at least this at stop, centimes. */
  minFare: number;
  /**
   * The night minimum when a decision sets one of its own (Agadir: 10 DH against 7 DH by day), centimes. Absent,
   * the night minimum is `minFare` times the surcharge, as in the spec.
   */
  nightMinFare?: number;
  /** Multiplier applied at stop when night was locked at start. */
  nightSurcharge: number;
  /** Local time (Africa/Casablanca) the night window starts, "HH:MM" (the usual window where a rule applies). */
  nightStartTime: string;
  /** Local time the night window ends, "HH:MM" (spec 5: 06:00). */
  nightEndTime: string;
  /** A night that moves with the season or the sunset; absent, the window above holds all year. */
  nightRule?: NightRule;
  /** Where the figures come from, said honestly (per component in packages/data). */
  source: string;
  /** ISO date (or year) from which these figures apply, or "unknown". */
  effectiveFrom: string;
}

/** One seasonal window: the months (1-12) of the evening the night starts on, and its local start and end. */
export interface SeasonalNightWindow {
  months: readonly number[];
  start: string;
  end: string;
}

/**
 * A night window that is not the same all year. `seasonal`: a window per season (Marrakech). `maghrib`: the
 * night starts at the Maghreb prayer (sunset) of the day at the given place, and ends at `end` next morning
 * (Agadir).
 */
export type NightRule =
  | { kind: 'seasonal'; windows: readonly SeasonalNightWindow[] }
  | { kind: 'maghrib'; lat: number; lng: number; end: string };
