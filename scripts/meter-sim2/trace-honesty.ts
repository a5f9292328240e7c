// Trace of the meter's error by the honesty of the phone's reported accuracy on `meter-sim2` trips (issue 16,
// ADR 007 round 9): each trip's receiver draws (the honesty factor, the error's sizes) beside its fare,
// distance and waiting errors, grouped by honesty, with the fit of the distance error on honesty. Not a test;
// tuning seeds only while tuning.
//   npx tsx scripts/meter-sim2/trace-honesty.ts [scenarios=medina] [doppler=no] [trips=40] [seeds=tuning]
//   TRACE_HONEST=1: the same trips with each fix's accuracy divided by the trip's honesty (the bound a perfect
//   estimate of the phone's own noise would reach).
import { STANDARD_TARIFF } from '@mizan/data/tariffs';
import { replayTrip } from '@mizan/domain/meter/taximeter-replay';
import { SCENARIOS2, withoutDoppler } from './scenarios';
import { simulateTrip2WithPath } from './trip';

const [names = 'medina', doppler = 'no', tripsArg = '40', seedsArg = 'tuning'] = process.argv.slice(2);
const ORACLE = process.env.TRACE_HONEST === '1';
const base = seedsArg === 'held-out' ? 909_090 : 2_000;
const GROUPS: [string, number, number][] = [
  ['< 0.7 (optimistic)', 0, 0.7],
  ['0.7-1.0', 0.7, 1],
  ['1.0-1.25', 1, 1.25],
  ['>= 1.25 (pessimistic)', 1.25, Infinity],
];
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const sd = (xs: readonly number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;

for (const name of names.split(',')) {
  const index = SCENARIOS2.findIndex((s) => s.name === name);
  if (index < 0) throw new Error(`no scenario ${name}`);
  const scenario = doppler === 'no' ? withoutDoppler(SCENARIOS2[index]!) : SCENARIOS2[index]!;
  const rows: { honesty: number; fare: number; distance: number; waiting: number }[] = [];
  for (let i = 0; i < Number(tripsArg); i++) {
    const { trip, draws } = simulateTrip2WithPath(scenario, base * (index + 1) + i, STANDARD_TARIFF);
    // The bound a perfect estimate of the phone's own noise would reach: the reported accuracy made honest.
    const readings = ORACLE
      ? trip.readings.map((r) => ({ ...r, accuracy: (r.accuracy ?? 0) / draws.honesty }))
      : trip.readings;
    const out = replayTrip(readings, { tariff: STANDARD_TARIFF, city: 'casablanca' });
    rows.push({
      honesty: draws.honesty,
      fare: out.price / trip.truth.fareCentimes - 1,
      distance: out.distanceMeters / trip.truth.distanceMeters - 1,
      waiting: trip.truth.waitingSeconds > 0 ? out.waitingSeconds / trip.truth.waitingSeconds - 1 : 0,
    });
  }
  const within = rows.filter((r) => Math.abs(r.fare) <= 0.05).length;
  const abs = rows.map((r) => Math.abs(r.fare)).sort((a, b) => a - b);
  // Least-squares slope of the distance error on honesty: how much of the spread follows the reported accuracy.
  const h = mean(rows.map((r) => r.honesty));
  const d = mean(rows.map((r) => r.distance));
  const slope =
    rows.reduce((s, r) => s + (r.honesty - h) * (r.distance - d), 0) /
    rows.reduce((s, r) => s + (r.honesty - h) ** 2, 0);
  const residual = sd(rows.map((r) => r.distance - d - slope * (r.honesty - h)));
  console.log(
    `${name} ${doppler === 'no' ? 'no Doppler' : 'Doppler'}, ${rows.length} trips: fare ${pct(mean(rows.map((r) => r.fare)))}, median ${(abs[abs.length >> 1]! * 100).toFixed(1)}%, within 5 % ${within}/${rows.length}; distance ${pct(d)} sd ${(sd(rows.map((r) => r.distance)) * 100).toFixed(1)}% (slope ${pct(slope)} per unit of honesty, residual sd ${(residual * 100).toFixed(1)}%); waiting ${pct(mean(rows.map((r) => r.waiting)))}`,
  );
  for (const [label, lo, hi] of GROUPS) {
    const g = rows.filter((r) => r.honesty >= lo && r.honesty < hi);
    if (g.length === 0) continue;
    console.log(
      `  honesty ${label.padEnd(22)} ${String(g.length).padStart(3)} trips  distance ${pct(mean(g.map((r) => r.distance)))} (sd ${(sd(g.map((r) => r.distance)) * 100).toFixed(1)}%)  waiting ${pct(mean(g.map((r) => r.waiting)))}  fare ${pct(mean(g.map((r) => r.fare)))}  within 5 % ${g.filter((r) => Math.abs(r.fare) <= 0.05).length}/${g.length}`,
    );
  }
}
