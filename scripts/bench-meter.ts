// Accuracy benchmark of the taximeter: seeded simulated trips with ground truth, replayed through the
// meter's reducer with the robust filter (the app's) and with the spec's naive rule injected in its place.
// Prints one table; not a test.
import { STANDARD_TARIFF } from '@mizan/data/tariffs';
import { replayTrip } from '@mizan/domain/meter/taximeter-replay';
import type { ReplayOptions } from '@mizan/domain/meter/taximeter-replay';
import type { GpsReading } from '@mizan/domain/meter/gps-reading';
import { naiveTaximeter } from '@mizan/domain/test-support/naive-filter';
import { SCENARIOS } from './meter-sim/scenarios';
import { simulateTrip } from './meter-sim/trip';

const TRIPS = Number(process.env.BENCH_TRIPS ?? 40);
// A different seed base gives held-out trips the filter was not tuned on.
const SEED_BASE = Number(process.env.BENCH_SEED ?? 1_000);
const tariff = STANDARD_TARIFF;

/** The two engines compared: the same meter, with the GPS filter or with the spec's rule. */
const ENGINES = {
  robust: (readings: readonly GpsReading[], options: ReplayOptions) => replayTrip(readings, options),
  naive: (readings: readonly GpsReading[], options: ReplayOptions) =>
    replayTrip(readings, options, naiveTaximeter),
};
type Engine = keyof typeof ENGINES;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const pad = (x: string, n: number) => x.padStart(n);

interface Row {
  distErr: number[];
  waitErr: number[];
  fareErr: number[];
  fareSigned: number[];
  addedMeters: number[];
  nightWrong: number;
}

const started = performance.now();
const header = [
  'scenario',
  'engine',
  'dist med',
  'dist p95',
  'wait med',
  'wait p95',
  'fare med',
  'fare p95',
  'bias',
  '<=2%',
  '<=5%',
  'night',
];
const widths = [19, 7, 9, 9, 9, 9, 9, 9, 7, 6, 6, 6];
console.log(header.map((h, i) => (i < 2 ? h.padEnd(widths[i]!) : pad(h, widths[i]!))).join(' '));
const stillLines: string[] = [];
let nightErrors = 0;

SCENARIOS.forEach((scenario, si) => {
  const rows: Record<Engine, Row> = {
    robust: { distErr: [], waitErr: [], fareErr: [], fareSigned: [], addedMeters: [], nightWrong: 0 },
    naive: { distErr: [], waitErr: [], fareErr: [], fareSigned: [], addedMeters: [], nightWrong: 0 },
  };
  for (let i = 0; i < TRIPS; i++) {
    const trip = simulateTrip(scenario, SEED_BASE * (si + 1) + i, tariff);
    for (const mode of ['robust', 'naive'] as const) {
      const out = ENGINES[mode](trip.readings, { tariff, city: 'casablanca' });
      const row = rows[mode];
      if (out.tariffNightAtStart !== trip.truth.night) row.nightWrong += 1;
      row.addedMeters.push(out.distanceMeters);
      const t = trip.truth;
      row.distErr.push(
        t.distanceMeters > 0 ? Math.abs(out.distanceMeters - t.distanceMeters) / t.distanceMeters : 0,
      );
      row.waitErr.push(
        t.waitingSeconds > 0 ? Math.abs(out.waitingSeconds - t.waitingSeconds) / t.waitingSeconds : 0,
      );
      const signed = (out.price - t.fareCentimes) / t.fareCentimes;
      row.fareErr.push(Math.abs(signed));
      row.fareSigned.push(signed);
    }
  }
  for (const mode of ['robust', 'naive'] as const) {
    const r = rows[mode];
    nightErrors += r.nightWrong;
    const mean = r.fareSigned.reduce((a, b) => a + b, 0) / r.fareSigned.length;
    const within = (lim: number) => r.fareErr.filter((e) => e <= lim).length / r.fareErr.length;
    const cells = [
      scenario.name,
      mode,
      pct(quantile(r.distErr, 0.5)),
      pct(quantile(r.distErr, 0.95)),
      pct(quantile(r.waitErr, 0.5)),
      pct(quantile(r.waitErr, 0.95)),
      pct(quantile(r.fareErr, 0.5)),
      pct(quantile(r.fareErr, 0.95)),
      `${mean >= 0 ? '+' : ''}${pct(mean)}`,
      pct(within(0.02)),
      pct(within(0.05)),
      `${TRIPS - r.nightWrong}/${TRIPS}`,
    ];
    console.log(cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : pad(c, widths[i]!))).join(' '));
    if (scenario.stillSeconds) {
      stillLines.push(
        `${scenario.name} ${mode}: distance added by a phone lying still ${scenario.stillSeconds / 60} min: median ${quantile(r.addedMeters, 0.5).toFixed(1)} m, max ${Math.max(...r.addedMeters).toFixed(1)} m`,
      );
    }
  }
});
console.log('');
console.log(
  'Distance and waiting errors are relative to the true values (a still phone has 0 m: its distance error reads 0; see below).',
);
for (const line of stillLines) console.log(line);
console.log(
  `night flag wrong: ${nightErrors} trips; ${TRIPS} trips per scenario, seed base ${SEED_BASE}; ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
