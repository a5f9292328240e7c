// Ablation of the second simulator's receiver (issue 16, ADR 007 round 5): the same scenario without Doppler,
// with parts of the receiver model switched off one at a time, so that a row's fare error can be put on the
// part of the noise that makes it. Not a test; tuning seeds only while tuning. Switching a part off changes
// the random draws after it, so the trips are alike in kind, not the same trips.
//   npx tsx scripts/meter-sim2/ablate-receiver.ts [scenario=medina] [trips=40] [seeds=tuning]
import { STANDARD_TARIFF } from '@mizan/data/tariffs';
import { replayTrip } from '@mizan/domain/meter/taximeter-replay';
import { SCENARIOS2, withoutDoppler } from './scenarios';
import type { Scenario2 } from './scenarios';
import { simulateTrip2 } from './trip';

const [name = 'medina', tripsArg = '40', seedsArg = 'tuning'] = process.argv.slice(2);
const index = SCENARIOS2.findIndex((s) => s.name === name);
if (index < 0) throw new Error(`no scenario ${name}`);
const base = seedsArg === 'held-out' ? 909_090 : 2_000;
const full = withoutDoppler(SCENARIOS2[index]!);
const receiver = (part: Partial<Scenario2['receiver']>): Scenario2 => ({
  ...full,
  receiver: { ...full.receiver, ...part },
});
const variants: [string, Scenario2][] = [
  ['as in the bench', full],
  ['no excursions', receiver({ excursionEvery: 0 })],
  ['honest accuracy', receiver({ honesty: [1, 1] })],
  ['neither', receiver({ excursionEvery: 0, honesty: [1, 1] })],
  ['1 Hz', receiver({ interval: [1, 1] })],
];
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
for (const [label, scenario] of variants) {
  const fare: number[] = [];
  const distance: number[] = [];
  for (let i = 0; i < Number(tripsArg); i++) {
    const trip = simulateTrip2(scenario, base * (index + 1) + i, STANDARD_TARIFF);
    const out = replayTrip(trip.readings, { tariff: STANDARD_TARIFF, city: 'casablanca' });
    fare.push((out.price - trip.truth.fareCentimes) / trip.truth.fareCentimes);
    distance.push(out.distanceMeters / trip.truth.distanceMeters - 1);
  }
  const abs = fare.map(Math.abs).sort((a, b) => a - b);
  const sd = Math.sqrt(mean(distance.map((d) => (d - mean(distance)) ** 2)));
  console.log(
    `${label.padEnd(16)} fare bias ${pct(mean(fare))}, median |error| ${(abs[abs.length >> 1]! * 100).toFixed(1)}%, within 5 % ${abs.filter((e) => e <= 0.05).length}/${abs.length}; distance bias ${pct(mean(distance))}, sd ${(sd * 100).toFixed(1)}%`,
  );
}
