// npx tsx scripts/meter-real/replay.ts [out-dir]
// The recorded traces of `sources.ts` through the meter, with the phone's speed and without it, against their
// references: GSDC's drives against the SPAN receiver's path (distance, waiting under 5 km/h, fare), the bike
// rides against the planned route's length. With an out-dir, each replayed trace is also written there as GPX
// (not committed: the data stays in its own repository), for `npm run meter:replay -- <file>`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STANDARD_TARIFF } from '@mizan/data/tariffs';
import { estimateFare } from '@mizan/domain/fare/fare';
import { WAITING_SPEED_MPS } from '@mizan/domain/meter/gps-reading';
import type { GpsReading } from '@mizan/domain/meter/gps-reading';
import { writeGpx } from '@mizan/domain/meter/gpx';
import { replayTrip } from '@mizan/domain/meter/taximeter-replay';
import { pathLength } from './cross-track';
import { truthAt } from './error-stats';
import { parseGsdcKml, parseNmeaTruth, parseOsmandGpx, parseRouteGpx } from './parse';
import type { PhoneFix, TruthFix } from './parse';
import { BIKE, BIKE_TRACES, GSDC, GSDC_TRACES, readSource } from './sources';

const outDir = process.argv[2];
if (outDir) mkdirSync(outDir, { recursive: true });
const options = { tariff: STANDARD_TARIFF, city: 'casablanca' };
const pct = (got: number, truth: number) => `${(((got - truth) / truth) * 100).toFixed(1).padStart(6)} %`;

function readings(fixes: readonly PhoneFix[], doppler: boolean): GpsReading[] {
  return fixes.map((f) => ({
    lat: f.lat,
    lng: f.lng,
    timestamp: f.t,
    ...(f.accuracy !== null ? { accuracy: f.accuracy } : {}),
    ...(doppler && f.speed !== null ? { speed: f.speed } : {}),
  }));
}

/** The reference's path and waiting between two instants, from its samples resampled at 1 Hz. */
function truthBetween(truth: readonly TruthFix[], from: number, to: number) {
  const path: TruthFix[] = [];
  for (let t = from; t <= to; t += 1000) {
    const at = truthAt(truth, t);
    if (at) path.push(at);
  }
  const waiting = path.slice(1).filter((p) => p.speed < WAITING_SPEED_MPS).length;
  return { distanceMeters: pathLength(path), waitingSeconds: waiting };
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The readings as replayed, written as GPX for `npm run meter:replay` when a folder was given. */
function keepGpx(name: string, doppler: boolean, rs: GpsReading[]): void {
  if (!outDir) return;
  writeFileSync(join(outDir, `${slug(name)}-${doppler ? 'doppler' : 'no-doppler'}.gpx`), writeGpx(rs, name));
}

console.log('GSDC drives (phone chipset fixes, 1 Hz) vs NovAtel SPAN; standard tariff, Casablanca');
console.log(
  'trace                     doppler   true km  meter km  distance   true wait  meter wait   true fare  meter fare  fare error',
);
for (const trace of GSDC_TRACES) {
  const fixes = parseGsdcKml(readSource(GSDC, trace.phoneKml), trace.date);
  const truthFixes = parseNmeaTruth(readSource(GSDC, trace.truthNmea), trace.date);
  const truth = truthBetween(truthFixes, fixes[0]!.t, fixes[fixes.length - 1]!.t);
  for (const doppler of [true, false]) {
    const rs = readings(fixes, doppler);
    const out = replayTrip(rs, options);
    const fare = estimateFare({ ...truth, tariff: STANDARD_TARIFF, night: out.tariffNightAtStart }).total;
    keepGpx(trace.name, doppler, rs);
    console.log(
      trace.name.padEnd(26),
      (doppler ? 'yes' : 'no').padEnd(7),
      (truth.distanceMeters / 1000).toFixed(3).padStart(8),
      (out.distanceMeters / 1000).toFixed(3).padStart(9),
      pct(out.distanceMeters, truth.distanceMeters).padStart(9),
      `${truth.waitingSeconds} s`.padStart(10),
      `${Math.round(out.waitingSeconds)} s`.padStart(11),
      (fare / 100).toFixed(2).padStart(11),
      (out.price / 100).toFixed(2).padStart(11),
      pct(out.price, fare).padStart(11),
    );
  }
}

console.log('');
console.log(
  'Bike rides (OsmAnd on Android phones) vs the planned route (BRouter on OpenStreetMap), checked by a Garmin',
);
console.log(
  'trace                     doppler  route km  Garmin km  fixes km  meter km  meter vs route  fixes vs route',
);
for (const trace of BIKE_TRACES) {
  const fixes = parseOsmandGpx(readSource(BIKE, trace.track));
  const routeMeters = pathLength(parseRouteGpx(readSource(BIKE, trace.route)));
  const raw = pathLength(fixes);
  const dedicated = pathLength(parseOsmandGpx(readSource(BIKE, trace.dedicated)));
  for (const doppler of [true, false]) {
    const rs = readings(fixes, doppler);
    const out = replayTrip(rs, options);
    keepGpx(trace.name, doppler, rs);
    console.log(
      trace.name.padEnd(26),
      (doppler ? 'yes' : 'no').padEnd(7),
      (routeMeters / 1000).toFixed(3).padStart(9),
      (dedicated / 1000).toFixed(3).padStart(10),
      (raw / 1000).toFixed(3).padStart(9),
      (out.distanceMeters / 1000).toFixed(3).padStart(9),
      pct(out.distanceMeters, routeMeters).padStart(15),
      pct(raw, routeMeters).padStart(15),
    );
  }
}
