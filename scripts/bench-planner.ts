// Speed of the embedded trip planner (issue 14): p50/p95/max over 1,000 seeded random forms on the real
// catalog, then over 1,000 ten-day trips (target: p95 <= 50 ms on one core). Also how full the plans are, and how
// long their days' ways are in town against the shortest order of the same stops (a day that criss-crosses).
// Prints numbers; not a test. BENCH_FORMS and BENCH_SEED change the run.
import os from 'node:os';
import { CATALOG, CATALOG_BY_CITY } from '@mizan/data/catalog';
import { haversineMeters, type LatLng } from '@mizan/domain/geo/distance';
import { CITY_SLUGS } from '@mizan/domain/places/city';
import type { Itinerary } from '@mizan/domain/planner/itinerary';
import { PLANNER_RULES, planItinerary } from '@mizan/domain/planner/plan-itinerary';
import type { TripForm } from '@mizan/domain/planner/trip-form';
import { randomTripForm, seededRandom } from '@mizan/domain/test-support/planner-forms';

const FORMS = Number(process.env.BENCH_FORMS ?? 1000);
const SEED = Number(process.env.BENCH_SEED ?? 2026);
const WARM_UP = 200;
const TARGET_P95_MS = 50;
const outOfTown = new Set(CATALOG.filter((p) => p.outOfTown).map((p) => p.id));
const placeById = new Map(CATALOG.map((p) => [p.id, p]));
/** A day whose way is this much longer than the shortest order of its stops criss-crosses the town. */
const CRISS_CROSS_M = 4000;

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (x: number) => x.toFixed(2).padStart(7);

interface Run {
  wall: number[];
  cpu: number[];
  days: number;
  places: number;
  shortDays: number;
  dayTrips: number;
  /** Metres walked or driven in town between consecutive stops, as planned. */
  way: number;
  /** The same with each day's stops in their shortest order, times and meals aside. */
  shortestWay: number;
  crissCrossDays: number;
  /** Days in town with places (no day trip) and no lunch; of them, those given one in the streets around. */
  noLunch: number;
  streetLunch: number;
  /** First and last days with places and no special dinner; those given one in the streets around. */
  endDays: number;
  noDinner: number;
  streetDinner: number;
}

const wayOf = (stops: readonly LatLng[]) =>
  stops.reduce((sum, stop, i) => (i === 0 ? 0 : sum + haversineMeters(stops[i - 1]!, stop)), 0);

/** The shortest way through the stops (a day holds at most 6: every order is tried). */
function shortestWay(stops: readonly LatLng[]): number {
  let best = Infinity;
  const order: LatLng[] = [];
  const visit = (left: readonly LatLng[], sofar: number) => {
    if (sofar >= best) return;
    if (left.length === 0) {
      best = sofar;
      return;
    }
    left.forEach((stop, i) => {
      const leg = order.length > 0 ? haversineMeters(order.at(-1)!, stop) : 0;
      order.push(stop);
      visit([...left.slice(0, i), ...left.slice(i + 1)], sofar + leg);
      order.pop();
    });
  };
  visit(stops, 0);
  return best;
}

function measure(forms: readonly TripForm[]): Run {
  const run: Run = {
    wall: [],
    cpu: [],
    days: 0,
    places: 0,
    shortDays: 0,
    dayTrips: 0,
    way: 0,
    shortestWay: 0,
    crissCrossDays: 0,
    noLunch: 0,
    streetLunch: 0,
    endDays: 0,
    noDinner: 0,
    streetDinner: 0,
  };
  for (const form of forms) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const plan: Itinerary = planItinerary(form, CATALOG);
    run.wall.push(performance.now() - t0);
    const cpu = process.cpuUsage(cpu0);
    run.cpu.push((cpu.user + cpu.system) / 1000);
    for (const [index, day] of plan.days.entries()) {
      const trip = day.locations.some((l) => outOfTown.has(l.placeId!));
      // A meal in the streets around names no place: it has no id.
      const lunch = day.locations.find((l) => l.time === '12:30-14:00');
      const dinner = day.locations.find((l) => l.time === '19:30-21:30');
      if (!trip && day.locations.length > 0 && lunch?.placeId === undefined) {
        if (lunch === undefined) run.noLunch += 1;
        else run.streetLunch += 1;
      }
      if ((index === 0 || index === plan.days.length - 1) && day.locations.length > 0) {
        run.endDays += 1;
        if (dinner === undefined) run.noDinner += 1;
        else if (dinner.placeId === undefined) run.streetDinner += 1;
      }
      // Places are the named ones, as the days' 'lighter day' tip counts them.
      const named = day.locations.filter((l) => l.placeId !== undefined).length;
      run.days += 1;
      run.places += named;
      if (trip) run.dayTrips += 1;
      else if (named < PLANNER_RULES.minPlacesPerDay) run.shortDays += 1;
      const inTown = day.locations
        .filter((l) => l.placeId !== undefined && !outOfTown.has(l.placeId))
        .map((l) => placeById.get(l.placeId!)!);
      const way = wayOf(inTown);
      const shortest = shortestWay(inTown);
      run.way += way;
      run.shortestWay += shortest;
      if (way - shortest > CRISS_CROSS_M) run.crissCrossDays += 1;
    }
  }
  run.wall.sort((a, b) => a - b);
  run.cpu.sort((a, b) => a - b);
  return run;
}

function report(name: string, run: Run): number {
  const mean = run.wall.reduce((a, b) => a + b, 0) / run.wall.length;
  const p95 = quantile(run.wall, 0.95);
  console.log(
    `${name.padEnd(26)} ${String(run.wall.length).padStart(5)} ${ms(quantile(run.wall, 0.5))} ${ms(p95)} ${ms(run.wall.at(-1)!)} ${ms(mean)}` +
      `   ${ms(quantile(run.cpu, 0.5))} ${ms(quantile(run.cpu, 0.95))}   ${(run.places / run.days).toFixed(2).padStart(5)} ${`${((100 * run.shortDays) / run.days).toFixed(1)}%`.padStart(6)} ${String(run.dayTrips).padStart(5)}` +
      `   ${String(Math.round(run.way / 1000)).padStart(6)} ${String(Math.round(run.shortestWay / 1000)).padStart(6)} ${String(run.crissCrossDays).padStart(5)}` +
      `   ${`${run.noLunch}+${run.streetLunch}`.padStart(9)} ${`${run.noDinner}+${run.streetDinner}/${run.endDays}`.padStart(13)}`,
  );
  return p95;
}

console.log(
  `node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`catalog: ${CITY_SLUGS.map((c) => `${c} ${CATALOG_BY_CITY[c].length}`).join(', ')}`);
console.log(`seed ${SEED}, ${FORMS} forms per run, ${WARM_UP} warm-up plans first (not counted)\n`);

const rand = seededRandom(SEED);
const coldForm = randomTripForm(rand, { duration: 10 });
const coldStart = performance.now();
planItinerary(coldForm, CATALOG);
const coldMs = performance.now() - coldStart;
for (let i = 0; i < WARM_UP; i++) planItinerary(randomTripForm(rand), CATALOG);

const anyForms = Array.from({ length: FORMS }, () => randomTripForm(rand));
const tenDayForms = Array.from({ length: FORMS }, () => randomTripForm(rand, { duration: 10 }));

console.log(
  `${'run (wall ms)'.padEnd(26)} ${'plans'.padStart(5)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)} ${'mean'.padStart(7)}   ${'cpu p50'.padStart(7)} ${'cpu p95'.padStart(7)}   places/day  short trips   way km  best km  >4km   no lunch  no dinner/end`,
);
report('random forms (1-10 days)', measure(anyForms));
const tenDayP95 = report('10-day trips', measure(tenDayForms));
console.log(`\nfirst plan of the process (cold): ${coldMs.toFixed(1)} ms`);
console.log(
  'short = days under 4 places with no day trip: the catalog had no more that fit (the day says so)',
);
console.log(
  'way km = in town, stop to stop as the crow flies, summed over the plans; best km = the same with each day in its\n' +
    `shortest order (times and meals aside); >4km = days more than ${CRISS_CROSS_M / 1000} km longer than their shortest order`,
);
console.log(
  'no lunch = days in town with places and no lunch + those with a lunch in the streets around (no place named);\n' +
    'no dinner/end = first and last days with places and no special dinner + those with one in the streets around / all such days',
);

console.log('\nper city, 10-day trips:');
for (const city of CITY_SLUGS) {
  const r = seededRandom(SEED + 1);
  const run = measure(
    Array.from({ length: Math.max(50, FORMS / 10) }, () =>
      randomTripForm(r, { destinations: [city], duration: 10 }),
    ),
  );
  report(`  ${city}`, run);
}

console.log(
  `\n10-day p95 ${tenDayP95.toFixed(2)} ms: ${tenDayP95 <= TARGET_P95_MS ? 'within' : 'OVER'} the ${TARGET_P95_MS} ms target`,
);
