// npm run --silent meter:replay -- <trip.gpx> [--city <slug>] [--tariff <city|spec>]
// Replays a recorded trip through the browser's meter reducer and prints one JSON line.
// --city: the trip's city (default: the city the app's meter wrote in the file's <mizan:meter>, else casablanca,
// the spec's meter city).
// --tariff: the tariff to bill with, a city slug or `spec` (the product specification's figures); default: the
// trip city's own tariff (the standard one for a city without a tariff of its own).
import { readFileSync } from 'node:fs';
import { TARIFF_KEYS, isTariffKey, tariffByKey, tariffFor } from '@mizan/data/tariffs';
import { centimesToMad } from '@mizan/domain/fare/fare';
import { GpxError, parseGpxTrip } from '@mizan/domain/meter/gpx';
import { replayTrip } from '@mizan/domain/meter/taximeter-replay';

function fail(message: string): never {
  console.error(`meter:replay: ${message}`);
  process.exit(2);
}

const USAGE = 'usage: meter:replay <trip.gpx> [--city <slug>] [--tariff <city|spec>]';
const args = process.argv.slice(2);
const options = new Map<string, string>();
const positional: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i] ?? '';
  if (arg === '--city' || arg === '--tariff') {
    const value = args[i + 1];
    if (!value || value.startsWith('--')) fail(`${arg} needs a value`);
    options.set(arg, value);
    i++;
  } else if (arg.startsWith('--')) fail(`unknown option ${arg}; ${USAGE}`);
  else positional.push(arg);
}
const file = positional[0];
if (!file) fail(USAGE);
const tariffKey = options.get('--tariff');
if (tariffKey !== undefined && !isTariffKey(tariffKey))
  fail(`--tariff must be one of ${TARIFF_KEYS.join(', ')}; got "${tariffKey}"`);

let xml: string;
try {
  xml = readFileSync(file, 'utf8');
} catch (error) {
  fail(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
}

try {
  const trip = parseGpxTrip(xml);
  const readings = trip.readings.sort((a, b) => a.timestamp - b.timestamp);
  const city = options.get('--city') ?? trip.city ?? 'casablanca';
  const tariff = tariffKey !== undefined ? tariffByKey(tariffKey) : tariffFor(city).tariff;
  // A trip the app exported carries its meter marks (start, stop, background catch-ups): replay them too.
  const out = replayTrip(readings, {
    tariff,
    city,
    ...(trip.marks ? { marks: trip.marks } : {}),
  });
  console.log(
    JSON.stringify({
      distanceKm: Math.round(out.distanceKm * 1000) / 1000,
      waitingSeconds: Math.round(out.waitingSeconds),
      fare: centimesToMad(out.price),
      night: out.tariffNightAtStart,
      city,
      tariff: `${tariff.name}, ${tariff.citation}`,
    }),
  );
} catch (error) {
  if (error instanceof GpxError) fail(`${file}: ${error.message}`);
  throw error;
}
