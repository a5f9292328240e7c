// Trace of a still phone without Doppler (issue 16, ADR 007 round 6): for each trip of `meter-sim2`'s
// still-10min row, what it added, and for those adding 10 m or more every fix that billed distance or
// changed the filter's state (standing, leaving: a departure held, moving), with the scatter. Not a test.
//   npx tsx scripts/meter-sim2/trace-still.ts [trips=40] [seeds=tuning]
import { STANDARD_TARIFF } from '@mizan/data/tariffs';
import { haversineMeters } from '@mizan/domain/geo/distance';
import { gpsFilter } from '@mizan/domain/meter/gps-filter';
import type { GpsFilterState } from '@mizan/domain/meter/gps-filter';
import { SCENARIOS2, withoutDoppler } from './scenarios';
import { simulateTrip2 } from './trip';

const [tripsArg = '40', seedsArg = 'tuning'] = process.argv.slice(2);
const index = SCENARIOS2.findIndex((s) => s.name === 'still-10min');
const scenario = withoutDoppler(SCENARIOS2[index]!);
const base = seedsArg === 'held-out' ? 909_090 : 2_000;

for (let i = 0; i < Number(tripsArg); i++) {
  const trip = simulateTrip2(scenario, base * (index + 1) + i, STANDARD_TARIFF);
  const t0 = trip.readings[0]!.timestamp;
  let state: GpsFilterState = gpsFilter.initial;
  let total = 0;
  const events: string[] = [];
  for (const r of trip.readings) {
    const before = state;
    const { state: next, step } = gpsFilter.step(state, r);
    state = next;
    // From the first fix, which is near enough where the phone lies.
    const d = state.origin === null ? 0 : haversineMeters(state.origin, r);
    const changed =
      before.stationary !== state.stationary || (before.leaving === null) !== (state.leaving === null);
    if ((step && step.distanceMeters > 0) || changed) {
      total += step?.distanceMeters ?? 0;
      events.push(
        `  t=${((r.timestamp - t0) / 1000).toFixed(0)}s fix ${d.toFixed(0)}m acc ${r.accuracy} ${
          state.stationary ? 'standing' : state.leaving ? 'leaving' : 'moving'
        } bill ${(step?.distanceMeters ?? 0).toFixed(1)} scatter ${Math.sqrt(state.scatter).toFixed(1)} nis ${state.nisMean.toFixed(2)}`,
      );
    }
  }
  console.log(`trip ${i}: ${total.toFixed(1)} m`);
  if (total >= 10) console.log(events.join('\n'));
}
