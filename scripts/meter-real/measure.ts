// npx tsx scripts/meter-real/measure.ts [trips per simulated row, default 10]
// The recorded phone traces of `sources.ts` against their references, beside the same figures measured on the
// two simulators' trips (their truth known), so each simulator assumption can be read against a real phone.
import { STANDARD_TARIFF } from '@mizan/data/tariffs';
import type { GpsReading } from '@mizan/domain/meter/gps-reading';
import { addNoise } from '../meter-sim/noise';
import { createRng } from '../meter-sim/prng';
import { simulateRoute } from '../meter-sim/route';
import { SCENARIOS } from '../meter-sim/scenarios';
import { SCENARIOS2 } from '../meter-sim2/scenarios';
import { simulateTrip2WithPath } from '../meter-sim2/trip';
import { crossTrack } from './cross-track';
import {
  ACF_LAGS,
  autocorrelation,
  bestLag,
  efoldingSeconds,
  fixErrors,
  quantile,
  summarize,
} from './error-stats';
import type { ErrorSummary, FixError } from './error-stats';
import { parseGsdcKml, parseNmeaTruth, parseOsmandGpx, parseRouteGpx } from './parse';
import type { PhoneFix, TruthFix } from './parse';
import { BIKE, BIKE_TRACES, GSDC, GSDC_TRACES, readSource } from './sources';

/** A simulated reading as the phone's fix the real traces are read into. */
const phoneFix = (r: GpsReading): PhoneFix => ({
  t: r.timestamp,
  lat: r.lat,
  lng: r.lng,
  accuracy: r.accuracy ?? null,
  speed: r.speed ?? null,
});

const TRIPS = Number(process.argv[2] ?? 10);
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');
const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '-');
const pct = (x: number) => `${(100 * x).toFixed(0)} %`;

function row(name: string, s: ErrorSummary, extra = ''): string {
  return [
    name.padEnd(26),
    `${s.fixes}`.padStart(6),
    f1(s.medianInterval).padStart(4),
    pct(s.over2s).padStart(5),
    `${s.gaps10s}/${s.gapSeconds.toFixed(0)}s`.padStart(9),
    f1(s.median).padStart(6),
    f1(s.p95).padStart(6),
    f1(s.rms2d).padStart(6),
    f1(s.alongMean).padStart(6),
    f1(s.alongRms).padStart(6),
    f1(s.acrossRms).padStart(6),
    f1(s.accuracyMedian).padStart(5),
    f2(s.honesty).padStart(5),
    pct(s.withinAccuracy).padStart(5),
    f1(s.tauAlong).padStart(6),
    f1(s.tauAcross).padStart(6),
    f2(s.acfAlong[1]!).padStart(5),
    f1(s.stepMedian).padStart(5),
    f1(s.stepP99).padStart(6),
    pct(s.stepsOver10m).padStart(5),
    (s.speedRms === null ? '-' : f2(s.speedRms)).padStart(5),
    extra,
  ].join(' ');
}

/** Pooled trips laid a day apart, so that no autocorrelation pair or fix interval spans two of them. */
const apart = (errors: readonly FixError[], k: number): FixError[] => {
  const shift = k * 86_400_000 - (errors[0]?.t ?? 0);
  return errors.map((e) => ({ ...e, t: e.t + shift }));
};

const HEADER = [
  'trace'.padEnd(26),
  'fixes'.padStart(6),
  'dt'.padStart(4),
  '>2s'.padStart(5),
  'gaps>=10'.padStart(9),
  'med'.padStart(6),
  'p95'.padStart(6),
  'rms2d'.padStart(6),
  'alMean'.padStart(6),
  'alRms'.padStart(6),
  'acRms'.padStart(6),
  'acc'.padStart(5),
  'hon'.padStart(5),
  'inAcc'.padStart(5),
  'tauAl'.padStart(6),
  'tauAc'.padStart(6),
  'acf1'.padStart(5),
  'step'.padStart(5),
  'p99'.padStart(6),
  '>10m'.padStart(5),
  'vRms'.padStart(5),
].join(' ');

console.log(
  'Columns: fixes; median fix interval (s); share of intervals over 2 s; gaps of 10 s or more / their total;',
);
console.log(
  'horizontal error median, p95, RMS (m); along-track mean and RMS about it, across-track RMS (m, while moving);',
);
console.log(
  "reported accuracy median (m); honesty = reported / RMS 2-D error (the simulators' definition); share within",
);
console.log(
  'the reported accuracy (68 % if honest); e-folding time of the along / across error (s); its autocorrelation at',
);
console.log(
  '1 s; fix-to-fix change of the error: median, p99 (m), share over 10 m; Doppler speed RMS error (m/s).',
);
console.log('');
console.log('Recorded: GSDC 2020 Mountain View and San Bruno drives (phone chipset fixes vs NovAtel SPAN)');
console.log(HEADER);
const pooled: FixError[] = [];
for (const trace of GSDC_TRACES) {
  const fixes = parseGsdcKml(readSource(GSDC, trace.phoneKml), trace.date);
  const truth = parseNmeaTruth(readSource(GSDC, trace.truthNmea), trace.date);
  const lag = bestLag(fixes, truth);
  const raw = fixErrors(fixes, truth);
  const aligned = fixErrors(fixes, truth, lag);
  pooled.push(...aligned);
  console.log(row(trace.name, summarize(raw), `(time tags as recorded)`));
  console.log(row(`  ${lag} ms later`, summarize(aligned), `(fix time tags shifted by the best lag)`));
}

console.log('');
console.log(
  'Recorded: OsmAnd on two Android phones, cycling round Whitchurch (Hampshire), vs the planned route',
);
console.log(
  'trace'.padEnd(26),
  'fixes  dt   >2s  gaps>=10 offset  acRms  acP95  acc  hon(2-D eq.)  |ac|<=acc/1.51  tauAc  acf2  step  p99',
);
for (const trace of BIKE_TRACES) {
  const fixes = parseOsmandGpx(readSource(BIKE, trace.track));
  const route = parseRouteGpx(readSource(BIKE, trace.route));
  const ct = crossTrack(fixes, route);
  const intervals = fixes.slice(1).map((f, i) => (f.t - fixes[i]!.t) / 1000);
  const gaps = intervals.filter((d) => d >= 10);
  const across = ct.map((c) => c.across);
  // About its mean: a cyclist keeps to the side of the road, a few metres off the centreline the route follows.
  const offset = across.reduce((s, a) => s + a, 0) / across.length;
  const acRms = Math.sqrt(across.reduce((s, a) => s + (a - offset) ** 2, 0) / across.length);
  const steps = ct
    .slice(1)
    .filter((c, i) => c.t - ct[i]!.t <= 2200)
    .map((c, i) => Math.abs(c.across - ct[i]!.across));
  const acc = quantile(
    ct.filter((c) => c.accuracy !== null).map((c) => c.accuracy!),
    0.5,
  );
  // An isotropic error's 2-D RMS is sqrt(2) times one axis's; a 68 % radius is 1.51 sigma per axis.
  const honesty = acc / (Math.SQRT2 * acRms);
  const within =
    ct.filter((c) => c.accuracy !== null && Math.abs(c.across - offset) <= c.accuracy / 1.51).length /
    ct.length;
  const acf = autocorrelation(
    ct.map((c) => ({ t: c.t, v: c.across })),
    ACF_LAGS,
  );
  console.log(
    trace.name.padEnd(26),
    `${fixes.length}`.padStart(5),
    f1(quantile(intervals, 0.5)).padStart(4),
    pct(intervals.filter((d) => d > 2).length / intervals.length).padStart(5),
    `${gaps.length}/${gaps.reduce((s, d) => s + d, 0).toFixed(0)}s`.padStart(9),
    f1(offset).padStart(6),
    f1(acRms).padStart(6),
    f1(
      quantile(
        across.map((a) => Math.abs(a - offset)),
        0.95,
      ),
    ).padStart(6),
    f1(acc).padStart(4),
    f2(honesty).padStart(12),
    pct(within).padStart(15),
    f1(efoldingSeconds(ACF_LAGS, acf)).padStart(6),
    f2(acf[2]!).padStart(5),
    f1(quantile(steps, 0.5)).padStart(5),
    f1(quantile(steps, 0.99)).padStart(5),
  );
}

console.log('');
console.log(`Simulated, ${TRIPS} trips per row (tuning seeds), the same figures against each trip's truth`);
console.log(HEADER);
for (const scenario of SCENARIOS.filter((s) => !s.stillSeconds && s.name !== 'dropouts')) {
  const errors: FixError[] = [];
  for (let k = 0; k < TRIPS; k++) {
    const rng = createRng(1_000 + k);
    const route = simulateRoute(rng, Date.parse('2026-03-01T10:00:00Z'), rng.uniform(1000, 15000));
    const truth: TruthFix[] = route.points.map((p) => ({ t: p.t, lat: p.lat, lng: p.lng, speed: p.speed }));
    const fixes: PhoneFix[] = addNoise(rng, route.points, scenario.noise).map(phoneFix);
    errors.push(...apart(fixErrors(fixes, truth), k));
  }
  console.log(row(`sim ${scenario.name}`, summarize(errors)));
}
for (const scenario of SCENARIOS2.filter((s) => !s.still && !s.name.endsWith('gaps'))) {
  const errors: FixError[] = [];
  for (let k = 0; k < TRIPS; k++) {
    const { trip, samples } = simulateTrip2WithPath(scenario, 2_000 + k, STANDARD_TARIFF);
    const truth: TruthFix[] = samples.map((s) => ({ t: s.t, lat: s.lat, lng: s.lng, speed: s.speed }));
    const fixes: PhoneFix[] = trip.readings.map(phoneFix);
    errors.push(...apart(fixErrors(fixes, truth), k));
  }
  console.log(row(`sim2 ${scenario.name}`, summarize(errors)));
}
