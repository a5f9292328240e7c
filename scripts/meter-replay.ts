// npm run --silent meter:replay -- <trip.gpx> [--city <slug>]
// Replays a recorded trip through the browser's meter reducer and prints one JSON line.
import { readFileSync } from 'node:fs';
import { tariffFor } from '@mizan/data/tariffs';
import { centimesToMad } from '@mizan/domain/fare/fare';
import { GpxError, parseGpxTrip } from '@mizan/domain/meter/gpx';
import { replayTrip } from '@mizan/domain/meter/taximeter-replay';

function fail(message: string): never {
  console.error(`meter:replay: ${message}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const cityAt = args.indexOf('--city');
const city = cityAt >= 0 ? args[cityAt + 1] : 'casablanca';
if (!city) fail('--city needs a city slug');
const file = args.filter((_, i) => cityAt < 0 || (i !== cityAt && i !== cityAt + 1))[0];
if (!file) fail('usage: meter:replay <trip.gpx> [--city <slug>]');

let xml: string;
try {
  xml = readFileSync(file, 'utf8');
} catch (error) {
  fail(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
}

try {
  const trip = parseGpxTrip(xml);
  const readings = trip.readings.sort((a, b) => a.timestamp - b.timestamp);
  // A trip the app exported carries its meter marks (start, stop, background catch-ups): replay them too.
  const out = replayTrip(readings, {
    tariff: tariffFor(city).tariff,
    city,
    ...(trip.marks ? { marks: trip.marks } : {}),
  });
  console.log(
    JSON.stringify({
      distanceKm: Math.round(out.distanceKm * 1000) / 1000,
      waitingSeconds: Math.round(out.waitingSeconds),
      fare: centimesToMad(out.price),
      night: out.tariffNightAtStart,
    }),
  );
} catch (error) {
  if (error instanceof GpxError) fail(`${file}: ${error.message}`);
  throw error;
}
