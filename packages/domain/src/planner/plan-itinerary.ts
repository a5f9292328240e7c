import { haversineMeters, type LatLng } from '../geo/distance';
import type { Language } from '../text/language';
import { daysFromCivil, formatIsoDate, civilFromDays, parseIsoDate, weekdayOfDays } from './calendar';
import {
  INTEREST_KINDS,
  interestMatches,
  rankCandidates,
  refusedPlaces,
  requiredDiets,
  type Candidate,
} from './candidates';
import { placeLink, placeName, type CatalogPlace, type Weekday } from './catalog-place';
import {
  DAY_START,
  EVENING_END,
  EVENING_START,
  LUNCH,
  dayGaps,
  mealSlot,
  scheduleGap,
  type GapSchedule,
  type StopFacts,
  type Visit,
} from './day-schedule';
import type { Itinerary, ItineraryDay, ItineraryLocation, SpecialRequestEcho } from './itinerary';
import { earliestStart, formatClock, formatTimeRange, isOpenThroughout } from './opening-hours';
import { DAILY_BUDGET_MAD, PLANNER_TEXTS, type PlannerTexts } from './planner-texts';
import { requestWords } from './special-requests';
import { STREET_MEAL_MAD, streetMeal } from './street-meal';
import { firstDayStart } from './today';
import { canTakeDayTrips, isWalkingOnly, type TripForm } from './trip-form';

/** The rules every plan keeps; the property tests check them. */
export const PLANNER_RULES = {
  minPlacesPerDay: 4,
  maxPlacesPerDay: 6,
  /** Sights a day aims for; meals and a night out come on top, within the maximum. */
  sightsPerDay: 4,
  /**
   * Walking only: every stop of a day within this distance of the day's centre. Kept as a limit between any two
   * stops (the day's diameter), which also keeps each stop within it of their centroid.
   */
  walkingRadiusM: 2500,
  /** With a vehicle, no two stops of a day farther apart than this, so a day does not zigzag across town. */
  daySpreadM: 6000,
  /**
   * Day trips (car or driver) from this many days on: one, two from 8 days, more when the town has too few
   * sights for the stay; never on the first or last day.
   */
  dayTripMinDays: 3,
} as const;

// Moving between stops: on foot 4.5 km/h along streets ~1.3 times the straight line; by taxi or car 10 minutes
// to find one and park, then 25 km/h. Out of town see driveMinutes and createContext.
const WALK_MINUTES_PER_M = (1.3 / 4500) * 60;
const RIDE_MINUTES = 10;
const RIDE_MINUTES_PER_M = (1.3 / 25_000) * 60;
const SHORT_WALK_M = 1500;
const DAY_TRIP_TRANSFER_MINUTES = 15;
/** A day trip's visit holds its drive when it lasts the drive there and back plus an hour on site. */
const DRIVE_INCLUDED_SLACK_MINUTES = 60;
/** Ranking a day's next stop: a kilometre farther costs 0.8 points; the anchor's neighbourhood earns 1. */
const POINTS_PER_KM = 0.8;
const SAME_AREA_POINTS = 1;
/** A meal is a detour of its own: distance weighs more than for a sight. */
const MEAL_POINTS_PER_KM = 1;
/** Spreading sights over the morning and the afternoon: each sight already in a gap counts as 500 m more. */
const BALANCE_M = 500;
/** Free time before lunch beyond this (a walk to it, a rest) counts as 15 m of way a minute. */
const MORNING_IDLE_MINUTES = 60;
const IDLE_M_PER_MINUTE = 15;
/** Dinner is the spec's 'special dinner': a restaurant rather than a café, and one open only in the evening. */
const DINNER_RESTAURANT_POINTS = 2;
const DINNER_ONLY_POINTS = 1;
/** Sights a day in town needs at the least (with lunch, four places): fewer in town than this per day calls for day trips. */
const SIGHTS_PER_TOWN_DAY = 3;
/** A place to eat within reach of all the sights the day will likely hold. */
const FITS_DAY_POINTS = 2;

interface Context {
  form: TripForm;
  texts: PlannerTexts;
  cands: readonly Candidate[];
  n: number;
  dist: Float64Array;
  travel: Float64Array;
  used: Uint8Array;
  walkingOnly: boolean;
  spreadLimit: number;
  centre: LatLng | null;
  /** Minutes by car from the centre of town, for places out of town. */
  drive: readonly number[];
  /** Whether the place's visit length already holds the drive there and back (true in town). */
  driveIncluded: readonly boolean[];
  facts: StopFacts;
}

interface Day {
  index: number;
  weekday: Weekday;
  date: string;
  /** The day's first minute: 09:00, later on a first day planned that same day. */
  start: number;
  anchor: number | null;
  dayTrip: number | null;
  lunch: number | null;
  dinner: number | null;
  /**
   * No place on the list fits this day's lunch (or its first or last day's dinner): the day suggests eating in
   * the streets around its stops instead, as the spec's generic plan does, and keeps the meal's time free.
   */
  streetLunch: boolean;
  streetDinner: boolean;
  evening: Visit | null;
  /** Sights in each gap of the day (before lunch, after lunch), and their schedules. */
  members: number[][];
  schedules: GapSchedule[];
  /** How many sights (the day trip included) this day may take on the first pass, so later days are not starved. */
  sightLimit: number;
}

/**
 * A day-by-day plan built only from the catalog's places (spec 9 "Trip planner", issue 14). Pure and
 * deterministic: the same form, catalog and `nowMs` give the same plan. `catalog` may hold every city; only the
 * destination's places are used. `nowMs` is when the plan is made: a first day that is today in Morocco leaves
 * out what has passed. Without it every day starts at 09:00 (a plan for later dates).
 */
export function planItinerary(form: TripForm, catalog: readonly CatalogPlace[], nowMs?: number): Itinerary {
  const start = parseIsoDate(form.startDate);
  if (!start) throw new RangeError(`startDate is not a YYYY-MM-DD date: ${form.startDate}`);
  const firstDay = daysFromCivil(start);
  const ctx = createContext(form, rankCandidates(form, catalog));
  const tripDays = dayTripDays(form, ctx.cands);
  const limits = sightLimits(ctx, form.duration, tripDays);
  const firstStart = nowMs === undefined ? DAY_START : firstDayStart(form.startDate, nowMs);
  const days: Day[] = [];
  for (let i = 0; i < form.duration; i++) {
    days.push(
      buildDay(
        ctx,
        i,
        weekdayOfDays(firstDay + i),
        formatIsoDate(civilFromDays(firstDay + i)),
        i === 0 ? firstStart : DAY_START,
        limits[i]!,
        tripDays.has(i),
      ),
    );
  }
  // Second pass: what the first days left unused goes to days below their aim. Then each day's sights are
  // spread again over the morning and the afternoon, the shortest way round its meals, and its lunch and dinner
  // move to where the day's way is shortest.
  for (const day of days) {
    fillDay(ctx, day, Math.min(PLANNER_RULES.sightsPerDay, PLANNER_RULES.maxPlacesPerDay - fixedCount(day)));
    const grouped = regroup(ctx, day, day.lunch, day.dinner);
    if (grouped) {
      day.members = grouped.members;
      day.schedules = grouped.schedules;
    }
    moveMeal(ctx, day, 'lunch');
    moveMeal(ctx, day, 'dinner');
  }
  return render(ctx, days, refusedPlaces(form, catalog));
}

/**
 * Which days (0-based) are day trips: one in the middle of the trip, two from 8 days, spread over the days
 * between the first and the last. More when the town itself has too few sights for the stay (Agadir's sights
 * are mostly out of town) and there are day trips to fill the gap.
 */
export function dayTripDays(
  form: Pick<TripForm, 'duration' | 'transport'>,
  cands: readonly Candidate[] = [],
): Set<number> {
  const d = form.duration;
  if (d < PLANNER_RULES.dayTripMinDays || isWalkingOnly(form) || !canTakeDayTrips(form)) return new Set();
  let count = d >= 8 ? 2 : 1;
  if (cands.length > 0) {
    const sights = cands.filter((c) => c.role === 'activity').length;
    const trips = cands.filter((c) => c.role === 'day-trip').length;
    const townDays = Math.floor(sights / SIGHTS_PER_TOWN_DAY);
    count = Math.max(count, Math.min(d - 2, trips, d - townDays));
  }
  const days = new Set<number>();
  for (let k = 0; k < count; k++) days.add(1 + Math.floor(((k + 0.5) * (d - 2)) / count));
  return days;
}

function createContext(form: TripForm, cands: readonly Candidate[]): Context {
  const n = cands.length;
  const walkingOnly = isWalkingOnly(form);
  const inTown = cands.filter((c) => !c.place.outOfTown).map((c) => c.place);
  const centre =
    inTown.length === 0
      ? null
      : {
          lat: inTown.reduce((s, p) => s + p.lat, 0) / inTown.length,
          lng: inTown.reduce((s, p) => s + p.lng, 0) / inTown.length,
        };
  // Out of town: a visit long enough to hold the drive there and back holds it (the catalog's day trips:
  // Volubilis from Rabat, 480 minutes, 'two and a half hours each way'); a short stop (a cape, a viewpoint)
  // does not, and the drive comes before and after it.
  const drive = cands.map((c) =>
    c.place.outOfTown && centre ? driveMinutes(haversineMeters(centre, c.place)) : 0,
  );
  const driveIncluded = cands.map(
    (c, i) => !c.place.outOfTown || c.place.visitMinutes >= 2 * drive[i]! + DRIVE_INCLUDED_SLACK_MINUTES,
  );
  const dist = new Float64Array(n * n);
  const travel = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    const a = cands[i]!.place;
    for (let j = i + 1; j < n; j++) {
      const b = cands[j]!.place;
      const metres = haversineMeters(a, b);
      const outOfTown = a.outOfTown || b.outOfTown;
      const walk = metres * WALK_MINUTES_PER_M;
      const minutes = outOfTown
        ? driveIncluded[i] && driveIncluded[j]
          ? DAY_TRIP_TRANSFER_MINUTES
          : Math.max(DAY_TRIP_TRANSFER_MINUTES, driveMinutes(metres))
        : walkingOnly || metres <= SHORT_WALK_M
          ? walk
          : Math.min(walk, RIDE_MINUTES + metres * RIDE_MINUTES_PER_M);
      dist[i * n + j] = dist[j * n + i] = outOfTown ? 0 : metres;
      travel[i * n + j] = travel[j * n + i] = minutes;
    }
  }
  const facts: StopFacts = {
    hours: (i) => cands[i]!.place.hours,
    minutes: (i) => cands[i]!.place.visitMinutes,
    distance: (a, b) => dist[a * n + b]!,
    travel: (a, b) => travel[a * n + b]!,
    leadsGap: (i) => cands[i]!.role === 'day-trip',
    departure: (i) => (driveIncluded[i] ? 0 : drive[i]!),
  };
  return {
    form,
    texts: PLANNER_TEXTS[form.language],
    cands,
    n,
    dist,
    travel,
    used: new Uint8Array(n),
    walkingOnly,
    spreadLimit: walkingOnly ? PLANNER_RULES.walkingRadiusM : PLANNER_RULES.daySpreadM,
    centre,
    drive,
    driveIncluded,
    facts,
  };
}

/** By car out of town: 60 km/h along roads ~1.3 times the straight line, i.e. 1.3 minutes a kilometre. */
function driveMinutes(metres: number): number {
  return Math.round((metres / 1000) * 1.3);
}

/**
 * Sights each day may take on the first pass. When the city has enough, every day aims at four; when it has
 * not, each day first gets what brings it to four places with its meals, then the rest goes round the days.
 */
function sightLimits(ctx: Context, duration: number, tripDays: ReadonlySet<number>): number[] {
  const count = (role: Candidate['role']) => ctx.cands.filter((c) => c.role === role).length;
  let meals = count('meal');
  let evenings = count('evening');
  let trips = count('day-trip');
  let sights = count('activity');
  const need: number[] = [];
  const least: number[] = [];
  const trip: boolean[] = [];
  for (let d = 0; d < duration; d++) {
    const isTrip = tripDays.has(d) && trips > 0;
    if (isTrip) trips -= 1;
    const lunch = !isTrip && meals > 0 ? 1 : 0;
    meals -= lunch;
    const dinner = (d === 0 || d === duration - 1) && meals > 0 ? 1 : 0;
    meals -= dinner;
    const evening = evenings > 0 ? 1 : 0;
    evenings -= evening;
    const fixed = lunch + dinner + evening;
    const target =
      Math.min(PLANNER_RULES.sightsPerDay, PLANNER_RULES.maxPlacesPerDay - fixed) - (isTrip ? 1 : 0);
    need.push(Math.max(0, target));
    least.push(isTrip ? 0 : Math.max(1, PLANNER_RULES.minPlacesPerDay - fixed));
    trip.push(isTrip);
  }
  let limits: number[];
  if (need.reduce((a, b) => a + b, 0) <= sights) {
    limits = need;
  } else {
    limits = least.map((l) => {
      const given = Math.min(l, sights);
      sights -= given;
      return given;
    });
    for (let more = true; more && sights > 0;) {
      more = false;
      for (let d = 0; d < duration && sights > 0; d++) {
        if (limits[d]! < need[d]!) {
          limits[d]! += 1;
          sights -= 1;
          more = true;
        }
      }
    }
  }
  return limits.map((l, d) => l + (trip[d] ? 1 : 0));
}

function buildDay(
  ctx: Context,
  index: number,
  weekday: Weekday,
  date: string,
  start: number,
  sightLimit: number,
  tripDay: boolean,
): Day {
  const day: Day = {
    index,
    weekday,
    date,
    start,
    anchor: null,
    dayTrip: null,
    lunch: null,
    dinner: null,
    streetLunch: false,
    streetDinner: false,
    evening: null,
    members: [[]],
    schedules: [{ visits: [], cost: 0 }],
    sightLimit,
  };
  if (tripDay) {
    for (let i = 0; i < ctx.n; i++) {
      if (ctx.cands[i]!.role === 'day-trip' && !ctx.used[i] && tryAddSight(ctx, day, i)) {
        day.dayTrip = i;
        break;
      }
    }
  }
  // The anchor: the best-ranked sight still free that fits this weekday and has enough free places around it
  // for a day (a place to eat among them); the day gathers around it. Failing that, the best that fits. A café
  // (a pause) never anchors a day, which is named after its anchor.
  if (day.dayTrip === null && sightLimit > 0) {
    for (const needsNeighbours of [true, false]) {
      for (let i = 0; i < ctx.n && day.anchor === null; i++) {
        if (ctx.cands[i]!.role !== 'activity' || ctx.used[i] || ctx.cands[i]!.place.light) continue;
        if (needsNeighbours && !hasNeighbours(ctx, i)) continue;
        if (tryAddSight(ctx, day, i)) day.anchor = i;
      }
    }
  }
  addMeal(ctx, day, 'lunch');
  if (day.lunch === null && day.dayTrip === null && mealSlot('lunch', day.start) !== null) {
    day.streetLunch = true;
    const grouped = regroup(ctx, day, null, day.dinner);
    if (grouped) {
      day.members = grouped.members;
      day.schedules = grouped.schedules;
    }
  }
  const lastDay = index === 0 || index === ctx.form.duration - 1;
  if (lastDay) addMeal(ctx, day, 'dinner');
  addEvening(ctx, day);
  // A dinner in the streets around takes the evening only where no night out starts before it ends.
  const dinnerAt = mealSlot('dinner', day.start);
  day.streetDinner =
    lastDay &&
    day.dinner === null &&
    dinnerAt !== null &&
    (day.evening === null || day.evening.start >= dinnerAt.end);
  fillDay(ctx, day, Math.min(day.sightLimit, PLANNER_RULES.maxPlacesPerDay - fixedCount(day)));
  return day;
}

/** Whether enough free places lie within a day's spread of this one: three, a place to eat among them if any is left. */
function hasNeighbours(ctx: Context, idx: number): boolean {
  let near = 0;
  let nearMeal = false;
  let mealLeft = false;
  for (let j = 0; j < ctx.n; j++) {
    const role = ctx.cands[j]!.role;
    if (j === idx || ctx.used[j] || (role !== 'activity' && role !== 'meal')) continue;
    if (role === 'meal') mealLeft = true;
    if (ctx.dist[idx * ctx.n + j]! <= ctx.spreadLimit && !ctx.cands[j]!.place.outOfTown) {
      near += 1;
      if (role === 'meal') nearMeal = true;
    }
  }
  return near >= PLANNER_RULES.minPlacesPerDay - 1 && (nearMeal || !mealLeft);
}

function fixedCount(day: Day): number {
  const lunch = day.lunch !== null || day.streetLunch ? 1 : 0;
  const dinner = day.dinner !== null || day.streetDinner ? 1 : 0;
  return lunch + dinner + (day.evening !== null ? 1 : 0);
}

function sightCount(day: Day): number {
  return day.members.reduce((sum, gap) => sum + gap.length, 0);
}

function stopsOf(day: Day): number[] {
  const stops = day.members.flat();
  if (day.lunch !== null) stops.push(day.lunch);
  if (day.dinner !== null) stops.push(day.dinner);
  if (day.evening !== null) stops.push(day.evening.idx);
  return stops;
}

/** Within the day's spread (walking radius when walking only) of every stop already in town that day. */
function fitsSpread(ctx: Context, day: Day, idx: number): boolean {
  if (ctx.cands[idx]!.place.outOfTown) return true;
  for (const stop of stopsOf(day)) {
    if (ctx.dist[stop * ctx.n + idx]! > ctx.spreadLimit && !ctx.cands[stop]!.place.outOfTown) return false;
  }
  return true;
}

/** The place a day's choices are measured from: its anchor, else the centre of town. */
function referenceOf(ctx: Context, day: Day): LatLng | null {
  return day.anchor !== null ? ctx.cands[day.anchor]!.place : ctx.centre;
}

function metresToNearest(ctx: Context, day: Day, idx: number): number {
  let best = Infinity;
  for (const stop of stopsOf(day)) {
    if (!ctx.cands[stop]!.place.outOfTown) best = Math.min(best, ctx.dist[stop * ctx.n + idx]!);
  }
  if (best < Infinity) return best;
  const ref = referenceOf(ctx, day);
  return ref ? haversineMeters(ref, ctx.cands[idx]!.place) : 0;
}

/** Puts a sight in the gap where it lengthens the way least, if its hours allow; false when no gap fits it. */
function tryAddSight(ctx: Context, day: Day, idx: number): boolean {
  const gaps = dayGaps(day.lunch, day.dinner, day.start, day.evening);
  let bestGap = -1;
  let bestDelta = Infinity;
  let bestSchedule: GapSchedule | null = null;
  let bestMembers: number[] = [];
  // A lunch in the streets links the morning to the afternoon: each half alone cannot say what a sight costs.
  for (let g = 0; g < gaps.length && !day.streetLunch; g++) {
    const members = [...day.members[g]!, idx].sort((a, b) => a - b);
    const schedule = scheduleGap(ctx.facts, day.weekday, gaps[g]!, members);
    if (schedule === null) continue;
    const delta = schedule.cost - day.schedules[g]!.cost + BALANCE_M * day.members[g]!.length;
    if (delta < bestDelta) {
      bestGap = g;
      bestDelta = delta;
      bestSchedule = schedule;
      bestMembers = members;
    }
  }
  if (bestSchedule !== null) {
    day.members[bestGap] = bestMembers;
    day.schedules[bestGap] = bestSchedule;
    ctx.used[idx] = 1;
    return true;
  }
  // No gap takes it as the day stands: the day's sights swapped between morning and afternoon might.
  if (!day.streetLunch && (gaps.length < 2 || day.members.flat().length === 0)) return false;
  const grouped = regroup(ctx, day, day.lunch, day.dinner, idx);
  if (grouped === null) return false;
  day.members = grouped.members;
  day.schedules = grouped.schedules;
  ctx.used[idx] = 1;
  return true;
}

/**
 * Sights re-spread over the gaps of a set of meals, the shortest way that keeps every hour (a morning and an
 * afternoon differing by more than one sight count as a longer way), with `extra` added when given; null if no
 * way fits.
 */
function regroup(
  ctx: Context,
  day: Day,
  lunch: number | null,
  dinner: number | null,
  extra?: number,
): { members: number[][]; schedules: GapSchedule[] } | null {
  const street = lunch === null && day.streetLunch;
  const gaps = dayGaps(lunch, dinner, day.start, day.evening, street);
  const sights = (extra === undefined ? day.members.flat() : [...day.members.flat(), extra]).sort(
    (a, b) => a - b,
  );
  const assignments = gaps.length ** sights.length;
  let best: { members: number[][]; schedules: GapSchedule[]; cost: number } | null = null;
  for (let a = 0; a < assignments; a++) {
    const members: number[][] = gaps.map(() => []);
    let code = a;
    for (const sight of sights) {
      members[code % gaps.length]!.push(sight);
      code = Math.floor(code / gaps.length);
    }
    const schedules: GapSchedule[] = [];
    let cost = 0;
    for (let g = 0; g < gaps.length; g++) {
      const last = g > 0 && street ? schedules[g - 1]!.visits.at(-1) : undefined;
      const gap = last === undefined ? gaps[g]! : { ...gaps[g]!, entry: last.idx };
      const schedule = scheduleGap(ctx.facts, day.weekday, gap, members[g]!);
      if (schedule === null) break;
      schedules.push(schedule);
      cost += schedule.cost;
    }
    if (members.length === 2 && schedules.length === 2) {
      cost += BALANCE_M * Math.max(0, Math.abs(members[0]!.length - members[1]!.length) - 1);
      cost += idleMorningCost(day, schedules[0]!);
    }
    if (schedules.length === gaps.length && (best === null || cost < best.cost))
      best = { members, schedules, cost };
  }
  return best;
}

/**
 * A morning that ends long before lunch (two short sights done by 10:15, then nothing until 12:30) looks like a
 * mistake to a tourist: its idle time counts as a longer way, so a long sight moves into the morning instead.
 */
function idleMorningCost(day: Day, morning: GapSchedule): number {
  const lunch = mealSlot('lunch', day.start);
  if (lunch === null) return 0;
  const idle = lunch.start - (morning.visits.at(-1)?.end ?? day.start);
  return IDLE_M_PER_MINUTE * Math.max(0, idle - MORNING_IDLE_MINUTES);
}

function byValue(values: Map<number, number>) {
  return (a: number, b: number) => values.get(b)! - values.get(a)! || a - b;
}

/**
 * Where the day will likely be: its stops in town and the nearest free sights that fit with them (up to four
 * places). Meals are chosen near these, so lunch does not pull the day away from the sights left to see.
 */
function likelyStops(ctx: Context, day: Day): number[] {
  const stops = stopsOf(day).filter((i) => !ctx.cands[i]!.place.outOfTown);
  const first = stops[0];
  if (first === undefined) return stops;
  const free: number[] = [];
  for (let i = 0; i < ctx.n; i++) {
    const c = ctx.cands[i]!;
    if (c.role === 'activity' && !ctx.used[i] && !c.place.outOfTown) free.push(i);
  }
  free.sort((a, b) => ctx.dist[first * ctx.n + a]! - ctx.dist[first * ctx.n + b]! || a - b);
  for (const i of free) {
    if (stops.length >= PLANNER_RULES.minPlacesPerDay) break;
    if (stops.every((s) => ctx.dist[s * ctx.n + i]! <= ctx.spreadLimit)) stops.push(i);
  }
  return stops;
}

function centreOf(ctx: Context, stops: readonly number[]): LatLng | null {
  if (stops.length === 0) return null;
  let lat = 0;
  let lng = 0;
  for (const i of stops) {
    lat += ctx.cands[i]!.place.lat;
    lng += ctx.cands[i]!.place.lng;
  }
  return { lat: lat / stops.length, lng: lng / stops.length };
}

/**
 * Lunch 12:30-14:00, or dinner 19:30-21:30 (later on a first day planned late that day: `mealSlot`), at the best
 * place to eat near the day's stops that serves the diet.
 */
function addMeal(ctx: Context, day: Day, meal: 'lunch' | 'dinner'): void {
  const slot = mealSlot(meal, day.start);
  if (slot === null) return;
  const likely = likelyStops(ctx, day);
  const ref = centreOf(ctx, likely) ?? referenceOf(ctx, day);
  const values = new Map<number, number>();
  for (let i = 0; i < ctx.n; i++) {
    const c = ctx.cands[i]!;
    if (
      c.role !== 'meal' ||
      ctx.used[i] ||
      !isOpenThroughout(c.place.hours, day.weekday, slot.start, slot.end)
    )
      continue;
    if (!fitsSpread(ctx, day, i)) continue;
    const km = ref ? haversineMeters(ref, c.place) / 1000 : 0;
    // Dinner is the spec's 'special dinner': a restaurant rather than a café when there is one.
    // A place open only in the evening is kept for dinner, so the lunch places last for more days.
    const dinnerPoints =
      meal === 'dinner'
        ? (c.place.kind === 'restaurant' ? DINNER_RESTAURANT_POINTS : 0) +
          (isOpenThroughout(c.place.hours, day.weekday, LUNCH.start, LUNCH.end) ? 0 : DINNER_ONLY_POINTS)
        : 0;
    const withLikely = likely.every((s) => ctx.dist[s * ctx.n + i]! <= ctx.spreadLimit) ? FITS_DAY_POINTS : 0;
    const sameArea =
      day.anchor !== null && ctx.cands[day.anchor]!.place.area === c.place.area ? SAME_AREA_POINTS : 0;
    values.set(i, c.score + dinnerPoints + withLikely + sameArea - MEAL_POINTS_PER_KM * km);
  }
  for (const i of [...values.keys()].sort(byValue(values))) {
    const lunch = meal === 'lunch' ? i : day.lunch;
    const dinner = meal === 'dinner' ? i : day.dinner;
    const grouped = regroup(ctx, day, lunch, dinner);
    if (grouped === null) continue;
    day.lunch = lunch;
    day.dinner = dinner;
    day.members = grouped.members;
    day.schedules = grouped.schedules;
    ctx.used[i] = 1;
    return;
  }
}

/** A shorter way a day must save before a meal moves: a kilometre, so a close call keeps the first choice. */
const MEAL_MOVE_M = 1000;

/**
 * Meals are chosen before the day's sights are all known, from where the day will likely be, and their fixed
 * times order the day: a lunch on the corniche between a morning and an afternoon in the centre sends the day
 * there and back. Once the sights are known, a place of the same kind open at the meal's time that shortens the
 * day's way (the night out after dinner included) takes the meal's place, unless it serves the traveller's
 * interests or requests less; the sights are spread again around it.
 */
function moveMeal(ctx: Context, day: Day, meal: 'lunch' | 'dinner'): void {
  const current = day[meal];
  if (current === null) return;
  const slot = mealSlot(meal, day.start)!;
  const chosen = ctx.cands[current]!;
  const wayOf = (dinner: number | null, schedules: readonly GapSchedule[]) =>
    schedules.reduce((sum, g) => sum + g.cost, 0) +
    (day.evening !== null && dinner !== null ? ctx.dist[dinner * ctx.n + day.evening.idx]! : 0);
  let best = { idx: current, way: wayOf(day.dinner, day.schedules) - MEAL_MOVE_M };
  let bestPlan: { members: number[][]; schedules: GapSchedule[]; evening: Visit | null } | null = null;
  ctx.used[current] = 0;
  day[meal] = null;
  for (let i = 0; i < ctx.n; i++) {
    const c = ctx.cands[i]!;
    if (c.role !== 'meal' || ctx.used[i] || i === current || c.place.kind !== chosen.place.kind) continue;
    if (c.tier > chosen.tier || c.requestMatches.length < chosen.requestMatches.length) continue;
    if (!isOpenThroughout(c.place.hours, day.weekday, slot.start, slot.end) || !fitsSpread(ctx, day, i))
      continue;
    const lunch = meal === 'lunch' ? i : day.lunch;
    const dinner = meal === 'dinner' ? i : day.dinner;
    const grouped = regroup(ctx, day, lunch, dinner);
    if (grouped === null) continue;
    const way = wayOf(dinner, grouped.schedules);
    if (way >= best.way) continue;
    const evening =
      day.evening === null || meal === 'lunch' ? day.evening : eveningVisit(ctx, day, i, day.evening.idx);
    if (day.evening !== null && evening === null) continue;
    best = { idx: i, way };
    bestPlan = { ...grouped, evening };
  }
  day[meal] = best.idx;
  ctx.used[best.idx] = 1;
  if (bestPlan !== null) {
    day.members = bestPlan.members;
    day.schedules = bestPlan.schedules;
    day.evening = bestPlan.evening;
  }
}

/**
 * A night out for those who asked for nightlife (never a family): after dinner, or from 20:30. It follows
 * dinner, so it is measured from the dinner, else from the day's likely stops, not from the morning's anchor.
 */
function addEvening(ctx: Context, day: Day): void {
  const ref =
    day.dinner !== null
      ? ctx.cands[day.dinner]!.place
      : (centreOf(ctx, likelyStops(ctx, day)) ?? referenceOf(ctx, day));
  const values = new Map<number, number>();
  for (let i = 0; i < ctx.n; i++) {
    const c = ctx.cands[i]!;
    if (c.role !== 'evening' || ctx.used[i] || !fitsSpread(ctx, day, i)) continue;
    values.set(i, c.score - POINTS_PER_KM * (ref ? haversineMeters(ref, c.place) / 1000 : 0));
  }
  for (const i of [...values.keys()].sort(byValue(values))) {
    const evening = eveningVisit(ctx, day, day.dinner, i);
    if (evening === null) continue;
    day.evening = evening;
    ctx.used[i] = 1;
    return;
  }
}

/**
 * The night out at `idx` after `dinner` (from 20:30 without one, never before the day starts), if its hours
 * allow.
 */
function eveningVisit(ctx: Context, day: Day, dinner: number | null, idx: number): Visit | null {
  const place = ctx.cands[idx]!.place;
  const from = Math.max(
    day.start,
    dinner !== null ? mealSlot('dinner', day.start)!.end + ctx.travel[dinner * ctx.n + idx]! : EVENING_START,
  );
  const start = earliestStart(place.hours, day.weekday, from, place.visitMinutes, EVENING_END);
  return start === null ? null : { idx, start, end: start + place.visitMinutes };
}

/**
 * Adds the best sights that fit until the day holds `limit`: interests first, nearer and same-area preferred.
 * One café pause a day at most: two of them and a lunch made a food lover's day of cafés around two sights.
 */
function fillDay(ctx: Context, day: Day, limit: number): void {
  const area = day.anchor !== null ? ctx.cands[day.anchor]!.place.area : null;
  while (sightCount(day) < limit) {
    const paused = day.members.some((gap) => gap.some((i) => ctx.cands[i]!.place.light));
    const values = new Map<number, number>();
    for (let i = 0; i < ctx.n; i++) {
      const c = ctx.cands[i]!;
      if (c.role !== 'activity' || ctx.used[i] || (paused && c.place.light) || !fitsSpread(ctx, day, i))
        continue;
      const value =
        c.score +
        (c.place.area === area ? SAME_AREA_POINTS : 0) -
        (POINTS_PER_KM * metresToNearest(ctx, day, i)) / 1000;
      values.set(i, value);
    }
    const order = [...values.keys()].sort(
      (a, b) => ctx.cands[a]!.tier - ctx.cands[b]!.tier || byValue(values)(a, b),
    );
    if (!order.some((i) => tryAddSight(ctx, day, i))) return;
  }
}

// ---- The plan in words ----

function priceText(texts: PlannerTexts, [min, max]: readonly [number, number]): string {
  return max === 0 ? texts.free : texts.mad(min, max);
}

function locationOf(ctx: Context, visit: Visit): ItineraryLocation {
  const place = ctx.cands[visit.idx]!.place;
  const lang = ctx.form.language;
  const location: ItineraryLocation = {
    name: placeName(place, lang),
    time: formatTimeRange(visit.start, visit.end),
    description: place.description[lang],
    type: place.type,
    tips: place.tip[lang],
    price: priceText(ctx.texts, place.priceMad),
    placeId: place.id,
    lat: place.lat,
    lng: place.lng,
    nameAr: place.nameAr,
  };
  const link = placeLink(place, lang);
  if (link !== undefined) location.link = link;
  return location;
}

function visitsOf(day: Day): Visit[] {
  const visits = [...day.schedules[0]!.visits];
  const lunch = mealSlot('lunch', day.start);
  const dinner = mealSlot('dinner', day.start);
  if (day.lunch !== null && lunch !== null) visits.push({ idx: day.lunch, ...lunch });
  if (day.schedules[1]) visits.push(...day.schedules[1].visits);
  if (day.dinner !== null && dinner !== null) visits.push({ idx: day.dinner, ...dinner });
  if (day.evening !== null) visits.push(day.evening);
  return visits;
}

/**
 * The day's stops in words: its visits, with a lunch (and a first or last day's dinner) in the streets around
 * where no place on the list fits it, on a day that holds places. Such a stop names no place and has no
 * position or id; it says where to look (around the morning's last stop, or the day's last for dinner; on a day
 * without sights, around its other meal or its night out).
 */
function locationsOf(ctx: Context, day: Day): ItineraryLocation[] {
  const { form } = ctx;
  const morning = day.schedules[0]!.visits;
  const afternoon = day.schedules[1]?.visits ?? [];
  const nameOf = (idx: number) => placeName(ctx.cands[idx]!.place, form.language);
  const locations = morning.map((v) => locationOf(ctx, v));
  const aroundMeal = (meal: 'lunch' | 'dinner', around: number | null | undefined) => {
    if (around !== undefined && around !== null)
      locations.push(streetMeal(form, meal, nameOf(around), mealSlot(meal, day.start)!));
  };
  if (day.lunch !== null) {
    locations.push(locationOf(ctx, { idx: day.lunch, ...mealSlot('lunch', day.start)! }));
  } else if (day.streetLunch) {
    // A day without sights (a last day left with its dinner) eats around its dinner or its night out.
    aroundMeal('lunch', (morning.at(-1) ?? afternoon[0])?.idx ?? day.dinner ?? day.evening?.idx);
  }
  locations.push(...afternoon.map((v) => locationOf(ctx, v)));
  if (day.dinner !== null) {
    locations.push(locationOf(ctx, { idx: day.dinner, ...mealSlot('dinner', day.start)! }));
  } else if (day.streetDinner) {
    aroundMeal('dinner', (afternoon.at(-1) ?? morning.at(-1))?.idx ?? day.lunch ?? day.evening?.idx);
  }
  if (day.evening !== null) locations.push(locationOf(ctx, day.evening));
  return locations;
}

function formatKm(metres: number, lang: Language): string {
  const km = (Math.ceil(metres / 100) / 10).toFixed(1);
  return lang === 'en' ? km : km.replace('.', ',');
}

function themeOf(ctx: Context, places: readonly CatalogPlace[]): string {
  const { texts, form } = ctx;
  if (places.length === 0) return texts.freeTime;
  const sights = places.filter((p) => p.kind !== 'restaurant' && p.kind !== 'cafe');
  const counted = sights.length > 0 ? sights : places;
  const served = form.interests
    .map((interest) => ({
      interest,
      count: counted.filter(
        (p) => p.interests.includes(interest) || INTEREST_KINDS[interest].includes(p.kind),
      ).length,
    }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
  if (served.length === 0) return texts.highlights;
  return served
    .slice(0, 2)
    .map((entry) => texts.interest[entry.interest])
    .join(texts.and);
}

/** `tripPlanned`: another day of the trip holds places, so an empty day is the list used up, not a list without any. */
function renderDay(ctx: Context, day: Day, tripPlanned: boolean): ItineraryDay {
  const { texts, form } = ctx;
  const visits = visitsOf(day);
  const places = visits.map((v) => ctx.cands[v.idx]!.place);
  const city = texts.cityName[form.destination];
  const lead = day.dayTrip ?? day.anchor ?? day.members.flat()[0] ?? null;
  const title =
    day.dayTrip !== null
      ? texts.dayTrip(placeName(ctx.cands[day.dayTrip]!.place, form.language))
      : lead !== null
        ? texts.dayAround(placeName(ctx.cands[lead]!.place, form.language))
        : places.length > 0
          ? texts.dayAround(placeName(places[0]!, form.language))
          : texts.freeDay(city);
  const tips: string[] = [];
  if (day.start > DAY_START) {
    // Planned the same day: a short or empty day is the clock's doing, not the catalog's, and says so.
    tips.push(places.length === 0 ? texts.noTimeLeft : texts.laterStart(formatClock(day.start)));
  } else if (places.length === 0) {
    tips.push(tripPlanned ? texts.allUsed : texts.noPlaces(city));
  } else if (day.dayTrip !== null) {
    const trip = ctx.cands[day.dayTrip]!.place;
    const km = ctx.centre ? Math.round(haversineMeters(ctx.centre, trip) / 1000) : 0;
    tips.push(
      ctx.driveIncluded[day.dayTrip]
        ? texts.dayTripTip(km)
        : texts.outOfTownTip(km, Math.max(DAY_TRIP_TRANSFER_MINUTES, ctx.drive[day.dayTrip]!)),
    );
    if (day.lunch === null) tips.push(texts.dayTripLunch);
    // A short stop out of town is no day's programme: the day says it is light, as a day in town would.
    if (!ctx.driveIncluded[day.dayTrip] && places.length < PLANNER_RULES.minPlacesPerDay)
      tips.push(texts.lighterDay);
  } else {
    if (places.length < PLANNER_RULES.minPlacesPerDay) tips.push(texts.lighterDay);
    const diet = requiredDiets(form).length > 0;
    // The first and last days' dinner is the spec's promise: a day without one, not even in the streets
    // around (a night out starts before it would end), says so.
    if ((day.index === 0 || day.index === form.duration - 1) && day.dinner === null && !day.streetDinner)
      tips.push(diet ? texts.noDinnerDiet : texts.noDinner);
  }
  if (ctx.walkingOnly && places.length > 1) {
    let widest = 0;
    for (const a of places) for (const b of places) widest = Math.max(widest, haversineMeters(a, b));
    tips.push(texts.walkingDay(formatKm(widest, form.language)));
  }
  if (day.weekday === 'fri' && places.length > 0) tips.push(texts.friday);
  tips.push(texts.dailyTips[day.index % texts.dailyTips.length]!);
  return {
    day: day.index + 1,
    date: day.date,
    title,
    theme: themeOf(ctx, places),
    locations: places.length > 0 ? locationsOf(ctx, day) : [],
    dailyTips: tips,
  };
}

function sumPrices(places: readonly CatalogPlace[]): [number, number] {
  return places.reduce<[number, number]>(
    ([min, max], p) => [min + p.priceMad[0], max + p.priceMad[1]],
    [0, 0],
  );
}

/** How many of the places a denial left out the note names. */
const REFUSED_NAMED = 3;

/** The note on what a denied word left out, those the interests asked for named first. */
function refusedTip(
  ctx: Context,
  refused: readonly CatalogPlace[],
  denied: readonly { term: string; word: string }[],
): string {
  const { texts, form } = ctx;
  const named = [...refused]
    .sort((a, b) => interestMatches(b, form.interests) - interestMatches(a, form.interests))
    .slice(0, REFUSED_NAMED)
    .map((place) => placeName(place, form.language));
  const names = named.join(', ') + (refused.length > REFUSED_NAMED ? '…' : '');
  return texts.requestRefused(denied.map((d) => d.word).join(', '), names);
}

/** The plan in words; `refused` are the places a denied word in the special request left out. */
function render(ctx: Context, days: readonly Day[], refused: readonly CatalogPlace[]): Itinerary {
  const { texts, form } = ctx;
  const planned = days.flatMap((day) => visitsOf(day).map((v) => ctx.cands[v.idx]!));
  const meals = planned.filter((c) => c.role === 'meal').map((c) => c.place);
  const others = planned.filter((c) => c.role !== 'meal').map((c) => c.place);
  const rendered = days.map((day) => renderDay(ctx, day, planned.length > 0));
  // The meals in the streets around count at the generic plan's prices.
  const street = rendered.flatMap((day) => day.locations.filter((l) => l.placeId === undefined));
  const { lunch: lunchMad, dinner: dinnerMad } = STREET_MEAL_MAD;
  const streetLunchPrice = texts.mad(lunchMad[0], lunchMad[1]);
  const streetLunches = street.filter((l) => l.price === streetLunchPrice).length;
  const streetDinners = street.length - streetLunches;
  const [mealsMin, mealsMax] = sumPrices(meals);
  const mealsRange: [number, number] = [
    mealsMin + streetLunches * lunchMad[0] + streetDinners * dinnerMad[0],
    mealsMax + streetLunches * lunchMad[1] + streetDinners * dinnerMad[1],
  ];

  const transport = form.transport.map((mode) => texts.transport[mode]);
  if (ctx.walkingOnly)
    transport.push(texts.walkingOnlyPlan(formatKm(PLANNER_RULES.walkingRadiusM, form.language)));
  const budget: Record<string, string> = {
    [texts.perDay(texts.budgetLabel[form.budget])]: DAILY_BUDGET_MAD[form.budget],
    [texts.entryFees]: priceText(texts, sumPrices(others)),
  };
  if (meals.length + street.length > 0) budget[texts.meals] = priceText(texts, mealsRange);

  const tips: string[] = [];
  const request = form.specialRequests.trim().replace(/\s+/g, ' ');
  let specialRequest: SpecialRequestEcho | undefined;
  if (request.length > 0) {
    const words = requestWords(request);
    const matched = new Set(planned.flatMap((c) => c.requestMatches));
    const matchedTerms = words.asked.filter((term) => matched.has(term));
    specialRequest = {
      text: request,
      matchedTerms,
      placeIds: planned.filter((c) => c.requestMatches.length > 0).map((c) => c.place.id),
    };
    const quoted = request.length > 120 ? `${request.slice(0, 119)}…` : request;
    if (matchedTerms.length > 0) tips.push(texts.requestMatched(quoted, matchedTerms.join(', ')));
    else if (words.asked.length > 0 || refused.length === 0) tips.push(texts.requestUnmatched(quoted));
    if (refused.length > 0) tips.push(refusedTip(ctx, refused, words.denied));
  }
  if (requiredDiets(form).length > 0) tips.push(texts.dietTip);
  tips.push(...texts.generalTips);

  return {
    days: rendered,
    practicalInfo: { transport: transport.join(' '), budget, tips },
    metadata: specialRequest ? { source: 'embedded', specialRequest } : { source: 'embedded' },
  };
}
