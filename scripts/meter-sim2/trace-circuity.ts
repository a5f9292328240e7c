// Circuity across `meter-sim2`'s gaps (issue 16, ADR 007 round 5): for each gap of a scenario's trips, the
// true circuity over it (path over straight line, from the true path), the true circuity over every window
// of the trip as long as the gap (what a circuity learnt from the trip itself can know at best), and the
// bridge's own estimate from the filter's checkpoints (`tripCircuity`) with and without its prior and clamp;
// each weighted by the gap's straight line. Not a test; tuning seeds only while tuning.
//   npx tsx scripts/meter-sim2/trace-circuity.ts [scenario=medina-gaps] [doppler=no] [trips=40] [seeds=tuning]
import { STANDARD_TARIFF } from '@mizan/data/tariffs';
import { haversineMeters } from '@mizan/domain/geo/distance';
import { BRIDGE_TUNING, tripCircuity, windowSums } from '@mizan/domain/meter/gap-bridge';
import type { Checkpoint } from '@mizan/domain/meter/gap-bridge';
import { gpsFilter } from '@mizan/domain/meter/gps-filter';
import type { GpsFilterState } from '@mizan/domain/meter/gps-filter';
import { SCENARIOS2, withoutDoppler } from './scenarios';
import { simulateTrip2WithPath } from './trip';

const [name = 'medina-gaps', doppler = 'no', tripsArg = '40', seedsArg = 'tuning'] = process.argv.slice(2);
const index = SCENARIOS2.findIndex((s) => s.name === name);
if (index < 0) throw new Error(`no scenario ${name}`);
const scenario = doppler === 'no' ? withoutDoppler(SCENARIOS2[index]!) : SCENARIOS2[index]!;
const base = seedsArg === 'held-out' ? 909_090 : 2_000;

/** `tripCircuity` without its prior and clamp: billed distance over straight line, windows as long as the gap. */
function rawCircuity(list: readonly Checkpoint[], windowMs: number): number | null {
  const { path, chord } = windowSums(list, windowMs);
  return chord > 0 ? path / chord : null;
}

const sums = { straight: 0, gap: 0, windows: 0, estimate: 0, raw: 0, rawStraight: 0 };
let gaps = 0;
for (let i = 0; i < Number(tripsArg); i++) {
  const { trip, samples } = simulateTrip2WithPath(scenario, base * (index + 1) + i, STANDARD_TARIFF);
  const t0 = samples[0]!.t;
  const cum: number[] = [0];
  for (let k = 1; k < samples.length; k++)
    cum.push(cum[k - 1]! + haversineMeters(samples[k - 1]!, samples[k]!));
  const at = (t: number) => Math.min(samples.length - 1, Math.max(0, Math.round((t - t0) / 100)));
  let state: GpsFilterState = gpsFilter.initial;
  for (const r of trip.readings) {
    const before = state;
    state = gpsFilter.step(state, r).state;
    if (before.lastAcceptedAt === null || r.timestamp - before.lastAcceptedAt <= 12_000) continue;
    const a = at(before.lastAcceptedAt);
    const b = at(r.timestamp);
    const straight = haversineMeters(samples[a]!, samples[b]!);
    if (straight < BRIDGE_TUNING.minWindowChord) continue;
    let windowPath = 0;
    let windowStraight = 0;
    for (let k = 0; k + b - a < samples.length; k += 50) {
      const s = haversineMeters(samples[k]!, samples[k + b - a]!);
      if (s < BRIDGE_TUNING.minWindowChord) continue;
      windowPath += cum[k + b - a]! - cum[k]!;
      windowStraight += s;
    }
    const ms = r.timestamp - before.lastAcceptedAt;
    const raw = rawCircuity(before.checkpoints, ms);
    gaps += 1;
    sums.straight += straight;
    sums.gap += cum[b]! - cum[a]!;
    sums.windows += (windowPath / Math.max(1, windowStraight)) * straight;
    sums.estimate += tripCircuity(before.checkpoints, ms) * straight;
    if (raw !== null) {
      sums.raw += raw * straight;
      sums.rawStraight += straight;
    }
  }
}
console.log(
  `${name} doppler=${doppler} ${seedsArg}: ${gaps} gaps; circuity true over the gaps ${(sums.gap / sums.straight).toFixed(3)}, true over the trip's windows as long ${(sums.windows / sums.straight).toFixed(3)}, the bridge's estimate ${(sums.estimate / sums.straight).toFixed(3)} (${(sums.raw / sums.rawStraight).toFixed(3)} without its prior and clamp)`,
);
