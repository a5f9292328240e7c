import type { GpsReading } from './gps-reading';
import { initialTaximeterState, taximeterReducer } from './taximeter';
import type { FilterMode, TaximeterState } from './taximeter';
import type { Tariff } from './tariff';

/** The browser's display clock ticks every second; replays synthesise the same ticks between fixes. */
export const TICK_MS = 1000;

export interface ReplayOptions {
  tariff: Tariff;
  city: string;
  filter?: FilterMode;
}

/**
 * Drive the meter through a recorded trip: start at the first fix, a tick every second between fixes,
 * stop at the last fix. The same reducer as the browser, so an exported trip replays to the same fare.
 */
export function replayTrip(readings: readonly GpsReading[], options: ReplayOptions): TaximeterState {
  const first = readings[0];
  const last = readings[readings.length - 1];
  if (!first || !last) throw new Error('A trip needs at least one fix');
  let state = taximeterReducer(initialTaximeterState, {
    type: 'start',
    at: first.timestamp,
    tariff: options.tariff,
    city: options.city,
    filter: options.filter ?? 'robust',
  });
  let clock = first.timestamp;
  for (const reading of readings) {
    for (let t = clock + TICK_MS; t < reading.timestamp; t += TICK_MS)
      state = taximeterReducer(state, { type: 'tick', at: t });
    clock = Math.max(clock, reading.timestamp);
    state = taximeterReducer(state, { type: 'fix', reading });
  }
  return taximeterReducer(state, { type: 'stop', at: last.timestamp });
}
