/**
 * Bridging a GPS gap (docs/decisions/007-taximeter-filter.md, issue 16): the distance a taxi most likely
 * drove between the last fix before a gap and the first one after it, from what is known around the gap
 * rather than one fixed circuity factor. Pure and plain data: the checkpoints live in the filter's state.
 */

/** A point of the trip as billed so far: time (ms), local position (m) and cumulative billed distance (m). */
export interface Checkpoint {
  t: number;
  x: number;
  y: number;
  d: number;
}

export const BRIDGE_TUNING = {
  /** A checkpoint every this many ms, and this many kept (the last 15 minutes). */
  checkpointMs: 5_000,
  checkpoints: 180,
  /** Circuity assumed before the trip has shown its own (grid streets give 1.2-1.3). */
  priorCircuity: 1.2,
  /** Weight of the prior, in metres of straight line: the trip's own evidence takes over past this. */
  priorWeightMeters: 1_500,
  /** Windows where the taxi moved less than this are no evidence of circuity, metres. */
  minWindowChord: 40,
  /** Heading within this of the straight line at both ends: a straight road, circuity about 1. */
  alignedCos: Math.cos((12 * Math.PI) / 180),
  straightCircuity: 1.01,
  minCircuity: 1,
  maxCircuity: 1.6,
  /** The bounds given with the estimate: at least the straight line; at most this circuity. */
  highCircuity: 1.6,
} as const;

/** Append a checkpoint at most every `checkpointMs`, keeping the last `checkpoints`. */
export function addCheckpoint(list: readonly Checkpoint[], point: Checkpoint): Checkpoint[] {
  const last = list[list.length - 1];
  if (last && point.t - last.t < BRIDGE_TUNING.checkpointMs) return list as Checkpoint[];
  const next = [...list, point];
  return next.length > BRIDGE_TUNING.checkpoints ? next.slice(next.length - BRIDGE_TUNING.checkpoints) : next;
}

/**
 * Billed distance (`path`) and straight line (`chord`) summed over every window of the checkpoints as long as
 * the gap that moved: the trip's own evidence of how winding its streets are.
 */
export function windowSums(list: readonly Checkpoint[], windowMs: number): { path: number; chord: number } {
  let path = 0;
  let chord = 0;
  let j = 0;
  for (let i = 0; i < list.length; i++) {
    const a = list[i]!;
    while (j < list.length - 1 && list[j]!.t - a.t < windowMs) j++;
    const b = list[j]!;
    if (b.t - a.t < windowMs * 0.8) break;
    const straight = Math.hypot(b.x - a.x, b.y - a.y);
    if (straight < BRIDGE_TUNING.minWindowChord) continue;
    // Only windows that moved: a standstill's wobble says nothing about the streets.
    path += b.d - a.d;
    chord += straight;
  }
  return { path, chord };
}

/**
 * The trip's own circuity over windows as long as the gap (`windowSums`), shrunk towards the prior while the
 * evidence is thin.
 */
export function tripCircuity(list: readonly Checkpoint[], windowMs: number): number {
  const { path, chord } = windowSums(list, windowMs);
  const k = BRIDGE_TUNING.priorWeightMeters;
  const c = (path + BRIDGE_TUNING.priorCircuity * k) / (chord + k);
  return Math.min(BRIDGE_TUNING.maxCircuity, Math.max(BRIDGE_TUNING.minCircuity, c));
}

export interface GapContext {
  /** Straight line from the last filtered position to the first fix after the gap, metres, and its direction. */
  dx: number;
  dy: number;
  /** Gap length, ms. */
  ms: number;
  /** The taxi's velocity before the gap (local m/s), null when it was standing. */
  before: { vx: number; vy: number } | null;
  checkpoints: readonly Checkpoint[];
}

export interface GapBridge {
  meters: number;
  /** The least and most it can plausibly have been, metres. */
  low: number;
  high: number;
}

export function bridgeGap(gap: GapContext): GapBridge {
  const straight = Math.hypot(gap.dx, gap.dy);
  if (straight < 1) return { meters: straight, low: straight, high: straight };
  let circuity = tripCircuity(gap.checkpoints, gap.ms);
  if (gap.before) {
    const speed = Math.hypot(gap.before.vx, gap.before.vy);
    const cos = (gap.before.vx * gap.dx + gap.before.vy * gap.dy) / (speed * straight || 1);
    // Heading straight at where it reappears: most likely the same road, whatever the trip's streets.
    if (speed > 2 && cos >= BRIDGE_TUNING.alignedCos)
      circuity = Math.min(circuity, BRIDGE_TUNING.straightCircuity);
  }
  return {
    meters: straight * circuity,
    low: straight,
    high: straight * Math.max(circuity, BRIDGE_TUNING.highCircuity),
  };
}
