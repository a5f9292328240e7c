import type { GpsReading } from './gps-reading';
import { taximeter } from './taximeter';
import type { Taximeter, TaximeterEvent, TaximeterState } from './taximeter';
import type { Tariff } from '../fare/tariff';

/** The browser's display clock ticks every second; replays synthesise the same ticks between fixes. */
export const TICK_MS = 1000;

/** A stretch the meter spent in the background (page hidden, or the tab gone until it was reopened). */
export interface BackgroundSpan {
  from: number;
  to: number;
}

/**
 * What the browser's meter knew beyond its fixes: when it was started and stopped (null while running), and
 * the spans it caught up on return from the background (spec 4). A trip exported by the app carries them,
 * so its replay dispatches the very events the browser did.
 */
export interface TripMarks {
  startAt: number;
  stopAt: number | null;
  background: readonly BackgroundSpan[];
}

export interface ReplayOptions {
  tariff: Tariff;
  city: string;
  /** Absent for a foreign track: the trip then starts at the first fix and stops at the last. */
  marks?: TripMarks;
}

/**
 * The meter events of a recorded trip in the browser's order: start, then fixes and background spans by time
 * (a span goes before the first fix after its start: a fix stamped at the very moment the page was hidden
 * was received before it), then stop when the trip was stopped. No ticks: they only refresh the display.
 */
export function tripEvents(
  readings: readonly GpsReading[],
  marks: TripMarks,
  options: Omit<ReplayOptions, 'marks'>,
): TaximeterEvent[] {
  const events: TaximeterEvent[] = [
    { type: 'start', at: marks.startAt, tariff: options.tariff, city: options.city },
  ];
  const spans = [...marks.background].sort((a, b) => a.from - b.from);
  let next = 0;
  for (const reading of readings) {
    for (let span = spans[next]; span && span.from < reading.timestamp; span = spans[++next]) {
      events.push({ type: 'hidden', at: span.from }, { type: 'visible', at: span.to });
    }
    events.push({ type: 'fix', reading });
  }
  for (const span of spans.slice(next))
    events.push({ type: 'hidden', at: span.from }, { type: 'visible', at: span.to });
  if (marks.stopAt !== null) events.push({ type: 'stop', at: marks.stopAt });
  return events;
}

/**
 * Reduce events from the idle meter, with a display tick every second in between as the browser has. The
 * browser's meter unless another is given (the benchmark passes one built on its baseline filter).
 */
export function runEvents(events: readonly TaximeterEvent[]): TaximeterState;
export function runEvents<F>(events: readonly TaximeterEvent[], meter: Taximeter<F>): TaximeterState<F>;
export function runEvents<F>(
  events: readonly TaximeterEvent[],
  meter?: Taximeter<F>,
): TaximeterState<F> | TaximeterState {
  return meter ? reduceEvents(events, meter) : reduceEvents(events, taximeter);
}

function reduceEvents<F>(events: readonly TaximeterEvent[], meter: Taximeter<F>): TaximeterState<F> {
  let state = meter.initialState;
  let clock: number | null = null;
  for (const event of events) {
    const at = event.type === 'fix' ? event.reading.timestamp : event.at;
    if (clock !== null)
      for (let t = clock + TICK_MS; t < at; t += TICK_MS)
        state = meter.reduce(state, { type: 'tick', at: t });
    clock = clock === null ? at : Math.max(clock, at);
    state = meter.reduce(state, event);
  }
  return state;
}

/**
 * Drive the meter through a recorded trip. Without marks: start at the first fix, stop at the last. The same
 * reducer as the browser unless `meter` says otherwise, so an exported trip replays to the same fare.
 */
export function replayTrip(readings: readonly GpsReading[], options: ReplayOptions): TaximeterState;
export function replayTrip<F>(
  readings: readonly GpsReading[],
  options: ReplayOptions,
  meter: Taximeter<F>,
): TaximeterState<F>;
export function replayTrip<F>(
  readings: readonly GpsReading[],
  options: ReplayOptions,
  meter?: Taximeter<F>,
): TaximeterState<F> | TaximeterState {
  const first = readings[0];
  const last = readings[readings.length - 1];
  if (!first || !last) throw new Error('A trip needs at least one fix');
  const marks = options.marks ?? { startAt: first.timestamp, stopAt: last.timestamp, background: [] };
  const events = tripEvents(readings, { ...marks, stopAt: marks.stopAt ?? last.timestamp }, options);
  return meter ? runEvents(events, meter) : runEvents(events);
}
