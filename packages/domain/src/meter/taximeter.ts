import { finalFareCentimes, runningFareCentimes } from '../fare/fare';
import { gpsFilter } from './gps-filter';
import type { GpsFilterState } from './gps-filter';
import { isUsableReading } from './gps-reading';
import type { GpsReading } from './gps-reading';
import type { EstimateKind, MotionFilter } from './motion-step';
import { isNightAt } from '../night/night';
import type { Tariff } from '../fare/tariff';

/** A stretch of the trip whose distance was estimated: from the fix before it to the fix that ended it. */
export interface EstimatedSpan {
  from: number;
  to: number;
  kind: EstimateKind;
  meters: number;
}

/** Beyond this without a fix, waiting stops accruing on the clock alone: the next fix decides the gap. */
export const STALE_FIX_MS = 10_000;

export type TaximeterEvent =
  | { type: 'start'; at: number; tariff: Tariff; city: string }
  | { type: 'fix'; reading: GpsReading }
  | { type: 'tick'; at: number }
  | { type: 'hidden'; at: number }
  | { type: 'visible'; at: number }
  | { type: 'stop'; at: number };

/**
 * The spec's taximeter context (spec 3) plus what the filter needs, `F` being the filter's own state (the
 * meter's GPS filter unless another one is injected). Plain JSON, so it can be copied or stored as is.
 */
export interface TaximeterState<F = GpsFilterState> {
  active: boolean;
  /** Centimes: the running fare while active, the final fare once finalized. */
  price: number;
  distanceKm: number;
  waitingSeconds: number;
  city: string;
  finalized: boolean;
  /** Whether it is night now (recomputed on every tick). */
  nightActive: boolean;
  /** Night as decided at start: the tariff is locked to it. */
  tariffNightAtStart: boolean;
  /** The city's night surcharge when night was locked at start, else 1. */
  multiplier: number;
  /** Centimes. */
  minFare: number;
  usedBackgroundCatchup: boolean;
  tariff: Tariff | null;
  startedAt: number | null;
  stoppedAt: number | null;
  distanceMeters: number;
  /**
   * Of distanceMeters, what was estimated rather than measured (gaps bridged, positions filtered heavily),
   * and the least and most the whole distance can plausibly have been (measured part plus the estimates'
   * bounds): the card's note and the fare record's range (issue 16).
   */
  estimatedMeters: number;
  distanceLowMeters: number;
  distanceHighMeters: number;
  /** Where the estimates were made, contiguous ones of a kind merged: the fare record and GPX mark them. */
  estimatedSpans: EstimatedSpan[];
  /** Waiting settled by fixes, stop and background catch-up, ms. */
  waitingCommittedMs: number;
  /** Time up to which waiting is settled. */
  settledUntil: number;
  /** Clock of the last event, for the provisional waiting shown between fixes. */
  clockAt: number;
  lastFixAt: number | null;
  /** Whether the taxi was slow (under 5 km/h) at the last fix. */
  slow: boolean;
  hiddenAt: number | null;
  /** The position filter's state. */
  filter: F;
}

/** A meter built around one position filter: its idle state and its reducer `(state, event) -> state`. */
export interface Taximeter<F> {
  readonly initialState: TaximeterState<F>;
  readonly reduce: (s: TaximeterState<F>, event: TaximeterEvent) => TaximeterState<F>;
}

const idle: Omit<TaximeterState<never>, 'filter'> = {
  active: false,
  price: 0,
  distanceKm: 0,
  waitingSeconds: 0,
  city: 'casablanca',
  finalized: false,
  nightActive: false,
  tariffNightAtStart: false,
  multiplier: 1,
  minFare: 0,
  usedBackgroundCatchup: false,
  tariff: null,
  startedAt: null,
  stoppedAt: null,
  distanceMeters: 0,
  estimatedMeters: 0,
  distanceLowMeters: 0,
  distanceHighMeters: 0,
  estimatedSpans: [],
  waitingCommittedMs: 0,
  settledUntil: 0,
  clockAt: 0,
  lastFixAt: null,
  slow: true,
  hiddenAt: null,
};

function provisionalWaitingMs<F>(s: TaximeterState<F>, now: number): number {
  if (!s.slow || s.hiddenAt !== null) return 0;
  const freshUntil = s.lastFixAt === null ? now : Math.max(s.settledUntil, s.lastFixAt + STALE_FIX_MS);
  return Math.max(0, Math.min(now, freshUntil) - s.settledUntil);
}

/** Recompute the spec's displayed fields from the settled quantities. */
function withDisplay<F>(s: TaximeterState<F>, now: number): TaximeterState<F> {
  if (!s.tariff) return s;
  const waitingMs = s.waitingCommittedMs + provisionalWaitingMs(s, now);
  const waitingSeconds = waitingMs / 1000;
  return {
    ...s,
    clockAt: now,
    waitingSeconds,
    distanceKm: s.distanceMeters / 1000,
    price: runningFareCentimes(s.distanceMeters, waitingSeconds, s.tariff),
  };
}

/** Settle the time up to `until` as waiting or not (or the given share of it as waiting). */
function settle<F>(
  s: TaximeterState<F>,
  until: number,
  slow: boolean,
  waitingShare?: number,
): TaximeterState<F> {
  if (until <= s.settledUntil) return s;
  const share = waitingShare ?? (slow ? 1 : 0);
  return {
    ...s,
    waitingCommittedMs: s.waitingCommittedMs + Math.round(share * (until - s.settledUntil)),
    settledUntil: until,
  };
}

function withSpan(spans: readonly EstimatedSpan[], span: EstimatedSpan): EstimatedSpan[] {
  const last = spans[spans.length - 1];
  if (last && last.kind === span.kind && last.to === span.from)
    return [...spans.slice(0, -1), { ...last, to: span.to, meters: last.meters + span.meters }];
  return [...spans, span];
}

function onFix<F>(filter: MotionFilter<F>, s: TaximeterState<F>, r: GpsReading): TaximeterState<F> {
  if (!isUsableReading(r) || r.timestamp < s.settledUntil) return s;
  const { state, step } = filter.step(s.filter, r);
  if (!step) return { ...s, filter: state };
  const settled = settle(s, r.timestamp, step.slow, step.waitingShare);
  return withDisplay(
    {
      ...settled,
      filter: state,
      distanceMeters: s.distanceMeters + step.distanceMeters,
      estimatedMeters: s.estimatedMeters + (step.estimate ? step.distanceMeters : 0),
      distanceLowMeters: s.distanceLowMeters + (step.estimate?.low ?? step.distanceMeters),
      distanceHighMeters: s.distanceHighMeters + (step.estimate?.high ?? step.distanceMeters),
      estimatedSpans:
        step.estimate && step.distanceMeters > 0
          ? withSpan(s.estimatedSpans, {
              from: s.lastFixAt ?? s.settledUntil,
              to: r.timestamp,
              kind: step.estimate.kind,
              meters: step.distanceMeters,
            })
          : s.estimatedSpans,
      slow: step.slow,
      lastFixAt: r.timestamp,
    },
    Math.max(s.clockAt, r.timestamp),
  );
}

function start<F>(
  filter: MotionFilter<F>,
  event: Extract<TaximeterEvent, { type: 'start' }>,
): TaximeterState<F> {
  const night = isNightAt(event.at, event.tariff);
  return withDisplay(
    {
      ...idle,
      active: true,
      city: event.city,
      tariff: event.tariff,
      nightActive: night,
      tariffNightAtStart: night,
      multiplier: night ? event.tariff.nightSurcharge : 1,
      minFare: event.tariff.minFare,
      startedAt: event.at,
      settledUntil: event.at,
      clockAt: event.at,
      filter: filter.initial,
    },
    event.at,
  );
}

function stop<F>(filter: MotionFilter<F>, s: TaximeterState<F>, at: number): TaximeterState<F> {
  if (!s.tariff) return s;
  const end = Math.max(at, s.settledUntil);
  const settled = s.hiddenAt === null ? settle(s, end, s.slow) : catchUp(s, end);
  // What the filter had not billed yet is distance driven: the final fare includes it.
  const rest = filter.finish?.(s.filter) ?? 0;
  const running = withDisplay(
    {
      ...settled,
      hiddenAt: null,
      slow: false,
      distanceMeters: settled.distanceMeters + rest,
      distanceLowMeters: settled.distanceLowMeters + rest,
      distanceHighMeters: settled.distanceHighMeters + rest,
    },
    end,
  );
  return {
    ...running,
    active: false,
    finalized: true,
    stoppedAt: end,
    price: finalFareCentimes(running.price, s.tariff, s.tariffNightAtStart),
  };
}

/** Spec 4: the hidden time is added as waiting; the next fix catches up the distance. */
function catchUp<F>(s: TaximeterState<F>, at: number): TaximeterState<F> {
  const from = Math.max(s.hiddenAt ?? at, s.settledUntil);
  const hidden = Math.max(0, at - from);
  const settled = settle(s, from, s.slow);
  return {
    ...settled,
    waitingCommittedMs: settled.waitingCommittedMs + hidden,
    settledUntil: Math.max(settled.settledUntil, at),
    hiddenAt: null,
    usedBackgroundCatchup: s.usedBackgroundCatchup || hidden > 0,
  };
}

/** The meter driven by `filter`: the same clock, waiting and fare rules whatever the filter. */
export function createTaximeter<F>(filter: MotionFilter<F>): Taximeter<F> {
  return {
    initialState: { ...idle, filter: filter.initial },
    reduce: (s, event) => reduce(filter, s, event),
  };
}

function reduce<F>(filter: MotionFilter<F>, s: TaximeterState<F>, event: TaximeterEvent): TaximeterState<F> {
  if (event.type === 'start') return s.active ? s : start(filter, event);
  if (!s.active || !s.tariff) return s;
  switch (event.type) {
    case 'fix':
      return onFix(filter, s, event.reading);
    case 'tick':
      return withDisplay({ ...s, nightActive: isNightAt(event.at, s.tariff) }, Math.max(s.clockAt, event.at));
    case 'hidden':
      return s.hiddenAt === null ? { ...settle(s, event.at, s.slow), hiddenAt: event.at } : s;
    case 'visible':
      return s.hiddenAt === null ? s : withDisplay(catchUp(s, event.at), Math.max(s.clockAt, event.at));
    case 'stop':
      return stop(filter, s, event.at);
  }
}

/** The meter the app runs: the robust GPS filter (docs/decisions/007-taximeter-filter.md). */
export const taximeter: Taximeter<GpsFilterState> = createTaximeter(gpsFilter);
export const initialTaximeterState: TaximeterState = taximeter.initialState;
export const taximeterReducer = taximeter.reduce;
