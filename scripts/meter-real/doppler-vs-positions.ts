// npx tsx scripts/meter-real/doppler-vs-positions.ts [tuning|held-out] [trips per simulated row, default 40]
// Does the phone's speed read low? A straight line between two fixes is never longer than the road driven
// between them, so over stretches where the fixes are far apart for their accuracy (10 sigmas, 50 m at
// least) the fixes' displacement over the integrated speed should be at most 1, short of it on bends. Printed
// for the recorded traces of `sources.ts` and the simulators' rows with Doppler: the ratio of the sums, and
// the median of the per-stretch ratios (a reflection's stretch weighs one vote, not its metres).
import { STANDARD_TARIFF } from '@mizan/data/tariffs';
import type { GpsReading } from '@mizan/domain/meter/gps-reading';
import { SCENARIOS } from '../meter-sim/scenarios';
import { simulateTrip } from '../meter-sim/trip';
import { SCENARIOS2 } from '../meter-sim2/scenarios';
import { simulateTrip2 } from '../meter-sim2/trip';
import { projector, quantile } from './error-stats';
import { parseGsdcKml, parseOsmandGpx } from './parse';
import type { PhoneFix } from './parse';
import { BIKE, BIKE_TRACES, GSDC, GSDC_TRACES, readSource } from './sources';

const SEEDS = process.argv[2] === 'held-out' ? { sim: 424_242, sim2: 909_090 } : { sim: 1_000, sim2: 2_000 };
const TRIPS = Number(process.argv[3] ?? 40);
/** Stretches end this many per-axis sigmas (reported accuracy / 1.51) away from where they began, or 50 m. */
const SIGMAS = 10;
const MIN_METERS = 50;

interface Ratio {
  sum: number;
  median: number;
  stretches: number;
  km: number;
}

function dopplerRatio(rs: readonly GpsReading[]): Ratio {
  const first = rs[0]!;
  const xy = projector(first.lat, first.lng);
  let integrated = 0;
  let from: { x: number; y: number; at: number } | null = null;
  let displaced = 0;
  let covered = 0;
  const ratios: number[] = [];
  for (let i = 1; i < rs.length; i++) {
    const a = rs[i - 1]!;
    const r = rs[i]!;
    const p = xy(r.lat, r.lng);
    const moving = typeof a.speed === 'number' && typeof r.speed === 'number' && r.speed >= 1;
    // A stretch is only driving with a speed at both ends, no gap and no stop inside it.
    if (!moving || r.timestamp - a.timestamp > 12_000) {
      from = null;
      continue;
    }
    integrated += ((a.speed! + r.speed!) / 2) * ((r.timestamp - a.timestamp) / 1000);
    if (!from) {
      from = { ...p, at: integrated };
      continue;
    }
    const d = Math.hypot(p.x - from.x, p.y - from.y);
    const sigma = Math.max(r.accuracy ?? 25, 4) / 1.51;
    if (d < Math.max(MIN_METERS, SIGMAS * sigma)) continue;
    const driven = integrated - from.at;
    ratios.push(d / driven);
    displaced += d;
    covered += driven;
    from = { ...p, at: integrated };
  }
  return {
    sum: displaced / covered,
    median: quantile(ratios, 0.5),
    stretches: ratios.length,
    km: covered / 1000,
  };
}

const asReadings = (fixes: readonly PhoneFix[]): GpsReading[] =>
  fixes.map((f) => ({
    lat: f.lat,
    lng: f.lng,
    timestamp: f.t,
    ...(f.accuracy !== null ? { accuracy: f.accuracy } : {}),
    ...(f.speed !== null ? { speed: f.speed } : {}),
  }));

const show = (name: string, r: Ratio) =>
  console.log(
    name.padEnd(24),
    r.sum.toFixed(3).padStart(7),
    r.median.toFixed(3).padStart(7),
    `${r.stretches}`.padStart(6),
    r.km.toFixed(1).padStart(7),
  );

console.log('Recorded traces: fixes displacement / integrated speed');
console.log('trace'.padEnd(24), '    sum  median  stretches  km');
for (const trace of GSDC_TRACES)
  show(trace.name, dopplerRatio(asReadings(parseGsdcKml(readSource(GSDC, trace.phoneKml), trace.date))));
for (const trace of BIKE_TRACES)
  show(trace.name, dopplerRatio(asReadings(parseOsmandGpx(readSource(BIKE, trace.track)))));

console.log('');
console.log(
  `Simulated rows with Doppler (unbiased by construction), ${TRIPS} trips, ${process.argv[2] ?? 'tuning'} seeds:`,
);
console.log('per trip, the median of its stretches ratios: p10, median, p90, max');
const spreadOf = (name: string, trips: readonly GpsReading[][]) => {
  const medians = trips
    .map(dopplerRatio)
    .filter((r) => r.stretches >= 10)
    .map((r) => r.median);
  console.log(
    name.padEnd(24),
    [0.1, 0.5, 0.9].map((q) => quantile(medians, q).toFixed(3).padStart(7)).join(''),
    Math.max(...medians)
      .toFixed(3)
      .padStart(7),
    `(${medians.length} trips)`,
  );
};
const range = Array.from({ length: TRIPS }, (_, k) => k);
for (const s of SCENARIOS.filter((s) => !s.stillSeconds))
  spreadOf(
    `sim ${s.name}`,
    range.map((k) => simulateTrip(s, SEEDS.sim + k, STANDARD_TARIFF).readings),
  );
for (const s of SCENARIOS2.filter((s) => !s.still))
  spreadOf(
    `sim2 ${s.name}`,
    range.map((k) => simulateTrip2(s, SEEDS.sim2 + k, STANDARD_TARIFF).readings),
  );
