// Trace of the gap bridges on `meter-sim2` trips (issue 16, ADR 007): for each trip, how much of the billed
// distance's error comes from the gaps' bridges (from the last point billed before a gap to the first fix
// after it, against the true path over the same times) and how much from the stretches measured between
// them. Not a test; tuning seeds only while tuning.
//   npx tsx scripts/meter-sim2/trace-gaps.ts [scenario=medina-gaps] [doppler=no] [trips=40] [seeds=tuning]
import { STANDARD_TARIFF } from '@mizan/data/tariffs';
import { distanceCentimes, waitingCentimes } from '@mizan/domain/fare/fare';
import { EARTH_RADIUS_M, haversineMeters } from '@mizan/domain/geo/distance';
import { gpsFilter } from '@mizan/domain/meter/gps-filter';
import { WAITING_SPEED_MPS } from '@mizan/domain/meter/gps-reading';
import type { GpsFilterState } from '@mizan/domain/meter/gps-filter';
import { replayTrip } from '@mizan/domain/meter/taximeter-replay';
import { SCENARIOS2, withoutDoppler } from './scenarios';
import { simulateTrip2WithPath } from './trip';

const [name = 'medina-gaps', doppler = 'no', tripsArg = '40', seedsArg = 'tuning'] = process.argv.slice(2);
const index = SCENARIOS2.findIndex((s) => s.name === name);
if (index < 0) throw new Error(`no scenario ${name}`);
const scenario = doppler === 'no' ? withoutDoppler(SCENARIOS2[index]!) : SCENARIOS2[index]!;
const base = seedsArg === 'held-out' ? 909_090 : 2_000;
const DEG = Math.PI / 180;

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
const waiting = new Map<string, { truth: number; meter: number }>();
const runClass = (seconds: number) =>
  seconds < 5 ? '<5 s' : seconds < 15 ? '5-15 s' : seconds < 60 ? '15-60 s' : '>=60 s';
const rows: {
  fare: number;
  fareDistance: number;
  fareWaiting: number;
  dist: number;
  bridge: number;
  measured: number;
  gaps: number;
}[] = [];
let bridgeTrue = 0;
let bridgeBilled = 0;
let straightTrue = 0;
let straightMeasured = 0;
for (let i = 0; i < Number(tripsArg); i++) {
  const seed = base * (index + 1) + i;
  const { trip, samples } = simulateTrip2WithPath(scenario, seed, STANDARD_TARIFF);
  const t0 = samples[0]!.t;
  const cum: number[] = [0];
  for (let k = 1; k < samples.length; k++)
    cum.push(cum[k - 1]! + haversineMeters(samples[k - 1]!, samples[k]!));
  const at = (t: number) => Math.min(samples.length - 1, Math.max(0, Math.round((t - t0) / 100)));
  const out = replayTrip(trip.readings, { tariff: STANDARD_TARIFF, city: 'casablanca' });

  // Length of the run of slow (or of moving) samples each sample belongs to, seconds.
  const runs: number[] = new Array(samples.length).fill(0);
  for (let a = 0; a < samples.length;) {
    const slow = samples[a]!.speed < WAITING_SPEED_MPS;
    let b = a;
    while (b < samples.length && samples[b]!.speed < WAITING_SPEED_MPS === slow) b++;
    for (let k = a; k < b; k++) runs[k] = (b - a) / 10;
    a = b;
  }
  let state: GpsFilterState = gpsFilter.initial;
  let billed = 0;
  let bridged = 0;
  let bridgedTruth = 0;
  let gaps = 0;
  for (const r of trip.readings) {
    const before = state;
    const res = gpsFilter.step(state, r);
    state = res.state;
    if (!res.step) continue;
    billed += res.step.distanceMeters;
    if (before.lastAcceptedAt !== null) {
      // Waiting: the meter's share of the interval against the true samples under 5 km/h in it, by the
      // filter's state and by the length of the true stop (run of slow samples) each sample belongs to.
      const share = res.step.waitingShare ?? (res.step.slow ? 1 : 0);
      const kind =
        res.step.estimate?.kind === 'gap'
          ? 'gap'
          : state.stationary
            ? 'standing'
            : state.leaving
              ? 'leaving'
              : 'moving';
      for (let k = at(before.lastAcceptedAt) + 1; k <= at(r.timestamp); k++) {
        const slowTruth = samples[k]!.speed < WAITING_SPEED_MPS ? 0.1 : 0;
        const key = `${kind} ${slowTruth > 0 ? `stop ${runClass(runs[k]!)}` : 'moving'}`;
        const w = waiting.get(key) ?? { truth: 0, meter: 0 };
        w.truth += slowTruth;
        w.meter += share * 0.1;
        waiting.set(key, w);
      }
    }
    if (res.step.estimate?.kind !== 'gap' || !before.origin || before.lastAcceptedAt === null) continue;
    // The bridge runs from the last point billed (or the standstill's anchor): find when the taxi was there.
    const from = before.leaving?.anchor ?? before.billed;
    const o = before.origin;
    const fromLL = {
      lat: o.lat + from.y / (DEG * EARTH_RADIUS_M),
      lng: o.lng + from.x / (DEG * EARTH_RADIUS_M * Math.cos(o.lat * DEG)),
    };
    let kb = at(before.lastAcceptedAt);
    let best = Infinity;
    for (let k = at(before.lastAcceptedAt - 60_000); k <= at(before.lastAcceptedAt); k++) {
      const d = haversineMeters(samples[k]!, fromLL);
      if (d < best) [best, kb] = [d, k];
    }
    const k1 = at(r.timestamp);
    const truth = cum[k1]! - cum[kb]!;
    const straight = haversineMeters(samples[kb]!, samples[k1]!);
    const measured = haversineMeters(fromLL, r);
    gaps += 1;
    bridged += res.step.distanceMeters;
    bridgedTruth += truth;
    bridgeTrue += truth;
    bridgeBilled += res.step.distanceMeters;
    straightTrue += straight;
    straightMeasured += measured;
    console.log(
      `  seed ${seed} gap ${((r.timestamp - before.lastAcceptedAt) / 1000).toFixed(0)} s: billed ${res.step.distanceMeters.toFixed(0)} m, true ${truth.toFixed(0)} m (${pct(res.step.distanceMeters / truth - 1)}); straight measured ${measured.toFixed(0)} true ${straight.toFixed(0)}; circuity used ${(res.step.distanceMeters / Math.max(1, measured)).toFixed(2)} true ${(truth / Math.max(1, straight)).toFixed(2)}; billed point ${best.toFixed(0)} m from the path, ${((before.lastAcceptedAt - samples[kb]!.t) / 1000).toFixed(0)} s back; ${before.stationary ? 'standing' : before.leaving ? 'leaving' : 'moving'}`,
    );
  }
  billed += gpsFilter.finish?.(state) ?? 0;
  const total = trip.truth.distanceMeters;
  const fare = (out.price - trip.truth.fareCentimes) / trip.truth.fareCentimes;
  const multiplier = trip.truth.night ? STANDARD_TARIFF.nightSurcharge : 1;
  const part = (centimes: number) => (centimes * multiplier) / trip.truth.fareCentimes;
  const row = {
    fare,
    fareDistance: part(
      distanceCentimes(out.distanceMeters, STANDARD_TARIFF) - distanceCentimes(total, STANDARD_TARIFF),
    ),
    fareWaiting: part(
      waitingCentimes(out.waitingSeconds, STANDARD_TARIFF) -
        waitingCentimes(trip.truth.waitingSeconds, STANDARD_TARIFF),
    ),
    dist: billed / total - 1,
    bridge: (bridged - bridgedTruth) / total,
    measured: (billed - bridged - (total - bridgedTruth)) / total,
    gaps,
  };
  rows.push(row);
  console.log(
    `seed ${seed}: fare ${pct(fare)} (distance ${pct(row.fareDistance)}, waiting ${pct(row.fareWaiting)} ${out.waitingSeconds.toFixed(0)} s of ${trip.truth.waitingSeconds.toFixed(0)} s), distance ${pct(row.dist)} of ${(total / 1000).toFixed(2)} km (meter ${out.distanceMeters.toFixed(0)} m, filter ${billed.toFixed(0)} m): bridges ${pct(row.bridge)}, measured stretches ${pct(row.measured)}`,
  );
}
const totalTruth = [...waiting.values()].reduce((a, w) => a + w.truth, 0);
for (const [key, w] of [...waiting.entries()].sort()) {
  console.log(
    `waiting ${key.padEnd(24)} true ${(w.truth / 60).toFixed(0).padStart(5)} min, meter ${(w.meter / 60).toFixed(0).padStart(5)} min, difference ${pct((w.meter - w.truth) / totalTruth)} of all true waiting`,
  );
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(
  `\n${name} doppler=${doppler} ${seedsArg}: fare ${pct(mean(rows.map((r) => r.fare)))} (distance ${pct(mean(rows.map((r) => r.fareDistance)))}, waiting ${pct(mean(rows.map((r) => r.fareWaiting)))}), distance ${pct(mean(rows.map((r) => r.dist)))} = bridges ${pct(mean(rows.map((r) => r.bridge)))} + measured ${pct(mean(rows.map((r) => r.measured)))} (mean share of each trip's true distance)`,
);
console.log(
  `bridges: billed ${(bridgeBilled / 1000).toFixed(2)} km of ${(bridgeTrue / 1000).toFixed(2)} km true (${pct(bridgeBilled / bridgeTrue - 1)}); straight lines measured ${(straightMeasured / 1000).toFixed(2)} km, true ${(straightTrue / 1000).toFixed(2)} km; circuity used ${(bridgeBilled / straightMeasured).toFixed(3)}, true ${(bridgeTrue / straightTrue).toFixed(3)}`,
);
