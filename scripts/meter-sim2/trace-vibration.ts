// Trace of what the phone's motion sensor can tell on `meter-sim2` trips without Doppler (issue 16, round 8;
// ADR 007): each trip learns its idle and rolling levels as it goes (vibration-levels.ts: the rolling level from
// readings taken while the filter's positions moved faster than 4 m/s over their 10 s window), then every
// interval between fixes is called idle, rolling or not yet known, against what the taxi truly did in it
// (stopped, crawling under 5 km/h, driving). Also the distance the meter billed, outside a standstill, over
// intervals the sensor called idle: what a rule "an idling taxi drives no distance" would take off. Not a test.
//   npx tsx scripts/meter-sim2/trace-vibration.ts [scenario=medina] [trips=40] [seeds=tuning]
import { STANDARD_TARIFF } from '@mizan/data/tariffs';
import { gpsFilter } from '@mizan/domain/meter/gps-filter';
import type { GpsFilterState } from '@mizan/domain/meter/gps-filter';
import { WAITING_SPEED_MPS, vibrationOf } from '@mizan/domain/meter/gps-reading';
import { SCENARIOS2, withoutDoppler } from './scenarios';
import { simulateTrip2WithPath } from './trip';
import { VIBRATION_TUNING, addVibration, idleCeiling, noVibrationLevels } from './vibration-levels';

const [name = 'medina', tripsArg = '40', seedsArg = 'tuning'] = process.argv.slice(2);
const index = SCENARIOS2.findIndex((s) => s.name === name);
if (index < 0) throw new Error(`no scenario ${name}`);
const scenario = withoutDoppler(SCENARIOS2[index]!);
const base = seedsArg === 'held-out' ? 909_090 : 2_000;

/** Net speed of the filter's positions over its window, m/s (null under 3 s of them). */
function positionsSpeed(state: GpsFilterState): number | null {
  const first = state.recent[0];
  const last = state.recent[state.recent.length - 1];
  if (!first || !last || last.t - first.t < 3000) return null;
  return Math.hypot(last.x - first.x, last.y - first.y) / ((last.t - first.t) / 1000);
}

const seconds = new Map<string, number>();
let billedIdle = 0;
let billedIdleStopped = 0;
let billedAll = 0;
let truthAll = 0;
for (let i = 0; i < Number(tripsArg); i++) {
  const seed = base * (index + 1) + i;
  const { trip, samples } = simulateTrip2WithPath(scenario, seed, STANDARD_TARIFF);
  const t0 = samples[0]!.t;
  const at = (t: number) => Math.min(samples.length - 1, Math.max(0, Math.round((t - t0) / 100)));
  truthAll += trip.truth.distanceMeters;
  let state: GpsFilterState = gpsFilter.initial;
  let levels = noVibrationLevels;
  for (const r of trip.readings) {
    const before = state;
    const res = gpsFilter.step(state, r);
    state = res.state;
    const vibration = vibrationOf(r);
    if (!res.step || before.lastAcceptedAt === null || vibration === null) continue;
    const dt = (r.timestamp - before.lastAcceptedAt) / 1000;
    const ceiling = idleCeiling(levels);
    const call = ceiling === null ? 'unknown' : vibration < ceiling ? 'idle' : 'rolling';
    let stopped = 0;
    for (let k = at(before.lastAcceptedAt) + 1; k <= at(r.timestamp); k++) {
      const speed = samples[k]!.speed;
      const truth = speed < 0.3 ? 'stopped' : speed < WAITING_SPEED_MPS ? 'crawling' : 'driving';
      if (truth === 'stopped') stopped += 1;
      const key = `${call} ${truth}`;
      seconds.set(key, (seconds.get(key) ?? 0) + 0.1);
    }
    billedAll += res.step.distanceMeters;
    if (call === 'idle' && !state.stationary && !state.leaving) {
      billedIdle += res.step.distanceMeters;
      if (stopped * 0.1 >= dt / 2) billedIdleStopped += res.step.distanceMeters;
    }
    const fast = !state.stationary && (positionsSpeed(state) ?? 0) > VIBRATION_TUNING.rollingMps;
    levels = addVibration(levels, vibration, dt, fast);
  }
}
const total = [...seconds.values()].reduce((a, b) => a + b, 0);
const share = (call: string, truth: string) =>
  `${(((seconds.get(`${call} ${truth}`) ?? 0) / total) * 100).toFixed(1).padStart(5)} %`;
console.log(`${name}, no Doppler, ${tripsArg} trips, ${seedsArg} seeds: share of the time`);
console.log('sensor says    truly stopped   crawling   driving');
for (const call of ['idle', 'rolling', 'unknown'])
  console.log(
    `${call.padEnd(14)} ${share(call, 'stopped')}     ${share(call, 'crawling')}  ${share(call, 'driving')}`,
  );
console.log(
  `billed outside standstills while the sensor said idle: ${(billedIdle / 1000).toFixed(2)} km (${((billedIdle / truthAll) * 100).toFixed(1)} % of the true distance; ${(billedIdleStopped / 1000).toFixed(2)} km over intervals mostly stopped); billed in all ${(billedAll / 1000).toFixed(2)} km of ${(truthAll / 1000).toFixed(2)} km`,
);
