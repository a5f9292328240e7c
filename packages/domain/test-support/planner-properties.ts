import { haversineMeters } from '../src/geo/distance';
import type { CatalogPlace, Weekday } from '../src/planner/catalog-place';
import { WEEKDAYS, placeName } from '../src/planner/catalog-place';
import { rankCandidates, requiredDiets, servesDiet } from '../src/planner/candidates';
import type { Itinerary } from '../src/planner/itinerary';
import { parseTimeRange } from '../src/planner/opening-hours';
import { PLANNER_RULES } from '../src/planner/plan-itinerary';
import { PLANNER_TEXTS } from '../src/planner/planner-texts';
import { canTakeDayTrips, isWalkingOnly, type TripForm } from '../src/planner/trip-form';

// The planner's promises, checked on any plan (issue 14 "Tests and numbers"). Returns what is broken, so a
// failing property test names the form, the day and the place.

const TIME = /^(\d\d):(\d\d)-(\d\d):(\d\d)$/;
const LUNCH = '12:30-14:00';
const DINNER = '19:30-21:30';
/** A first day planned late that same day may eat a late lunch (from up to 14:30, 90 min) or dinner (from up to 21:00, 120 min). */
const LATE_LUNCH = { after: 12 * 60 + 30, latest: 14 * 60 + 30, minutes: 90 };
const LATE_DINNER = { after: 19 * 60 + 30, latest: 21 * 60, minutes: 120 };
const isLate = (late: typeof LATE_LUNCH, start: number, end: number) =>
  start > late.after && start <= late.latest && end - start === late.minutes;
const DAY_SIGHTS_START = 9 * 60;
const DAY_SIGHTS_END = 19 * 60 + 30;

/** The weekday of day `offset` of the trip, worked out with the platform's UTC calendar (an oracle independent of the planner's). */
export function oracleWeekday(startDate: string, offset: number): Weekday {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const js = new Date(Date.UTC(y, m - 1, d + offset)).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(js + 6) % 7]!;
}

export function oracleDate(startDate: string, offset: number): string {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

function minutes(hh: string, mm: string): number {
  return Number(hh) * 60 + Number(mm);
}

export interface PlanStats {
  days: number;
  places: number;
  shortDays: number;
  dayTrips: number;
}

export function checkPlan(
  form: TripForm,
  catalog: readonly CatalogPlace[],
  plan: Itinerary,
  stats?: PlanStats,
): string[] {
  const problems: string[] = [];
  const byId = new Map(catalog.map((p) => [p.id, p]));
  const texts = PLANNER_TEXTS[form.language];
  const seen = new Set<string>();
  const family = form.travelers === 'family';
  const walking = isWalkingOnly(form);
  const diets = requiredDiets(form);
  if (plan.days.length !== form.duration)
    problems.push(`${plan.days.length} days for a ${form.duration}-day trip`);
  if (plan.metadata.source !== 'embedded') problems.push(`source ${plan.metadata.source}`);
  const planned = new Set(plan.days.flatMap((day) => day.locations.map((l) => l.placeId)));
  const unusedSights = rankCandidates(form, catalog).filter(
    (c) => c.role === 'activity' && !planned.has(c.place.id),
  );
  const spread = walking ? PLANNER_RULES.walkingRadiusM : PLANNER_RULES.daySpreadM;
  plan.days.forEach((day, offset) => {
    const where = `day ${day.day}`;
    if (day.day !== offset + 1) problems.push(`${where}: numbered ${day.day}`);
    if (day.date !== oracleDate(form.startDate, offset)) problems.push(`${where}: date ${day.date}`);
    if (!day.title || !day.theme || day.dailyTips.length === 0)
      problems.push(`${where}: title, theme or tips missing`);
    const weekday = oracleWeekday(form.startDate, offset);
    const places: CatalogPlace[] = [];
    const named = day.locations.filter((l) => l.placeId !== undefined).map((l) => byId.get(l.placeId!));
    const aroundNames = named.map((p) => (p ? placeName(p, form.language) : ''));
    let previousEnd = -1;
    for (const location of day.locations) {
      const at = `${where} ${location.time} ${location.placeId}`;
      if (location.placeId === undefined) {
        // A meal in the streets around one of the day's places: at the meal's time, the generic plan's price.
        const lunch =
          location.time === LUNCH &&
          aroundNames.some((n) => location.name === texts.streetLunch(n)) &&
          location.price === texts.mad(80, 150);
        const dinner =
          location.time === DINNER &&
          (offset === 0 || offset === form.duration - 1) &&
          aroundNames.some((n) => location.name === texts.streetDinner(n)) &&
          location.price === texts.mad(150, 300);
        if (!(lunch || dinner) || location.type !== 'restaurant' || location.lat !== undefined)
          problems.push(`${at}: '${location.name}' is neither in the catalog nor a meal in the streets around`);
        const m = TIME.exec(location.time);
        if (m && minutes(m[1]!, m[2]!) < previousEnd) problems.push(`${at}: starts before the previous stop ends`);
        if (m) previousEnd = minutes(m[3]!, m[4]!);
        continue;
      }
      const place = byId.get(location.placeId);
      if (!place) {
        problems.push(`${at}: not in the catalog`);
        continue;
      }
      places.push(place);
      if (place.city !== form.destination) problems.push(`${at}: in ${place.city}`);
      if (seen.has(place.id)) problems.push(`${at}: planned twice`);
      seen.add(place.id);
      if (location.name !== placeName(place, form.language) || location.type !== place.type || location.nameAr !== place.nameAr)
        problems.push(`${at}: facts differ`);
      if (location.lat !== place.lat || location.lng !== place.lng) problems.push(`${at}: position differs`);
      if (
        location.description !== place.description[form.language] ||
        location.tips !== place.tip[form.language]
      ) {
        problems.push(`${at}: text not in ${form.language}`);
      }
      if (!/MAD|\p{L}/u.test(location.price)) problems.push(`${at}: price '${location.price}'`);
      const m = TIME.exec(location.time);
      if (!m) {
        problems.push(`${at}: time format`);
        continue;
      }
      const start = minutes(m[1]!, m[2]!);
      const end = minutes(m[3]!, m[4]!);
      if (!(start < end)) problems.push(`${at}: ends before it starts`);
      if (start < previousEnd) problems.push(`${at}: starts before the previous stop ends`);
      previousEnd = end;
      const open = place.hours[weekday].some((range) => {
        const r = parseTimeRange(range);
        return r.start <= start && end <= r.end;
      });
      if (!open)
        problems.push(`${at}: outside its ${weekday} hours ${place.hours[weekday].join(',') || 'closed'}`);
      if (family && (place.kind === 'nightlife' || !place.familyFriendly))
        problems.push(`${at}: not for a family`);
      if (place.budget - form.budget >= 2) problems.push(`${at}: budget ${place.budget} for ${form.budget}`);
      const eating = place.kind === 'restaurant' || place.kind === 'cafe';
      const meal = eating && !place.light;
      if (eating && !servesDiet(place, diets)) problems.push(`${at}: does not serve ${diets.join('+')}`);
      const lateMeal = offset === 0 && (isLate(LATE_LUNCH, start, end) || isLate(LATE_DINNER, start, end));
      if (meal && location.time !== LUNCH && location.time !== DINNER && !lateMeal)
        problems.push(`${at}: a meal outside lunch or dinner`);
      if (place.light && (location.time === LUNCH || location.time === DINNER))
        problems.push(`${at}: a café without meals as lunch or dinner`);
      if (meal && location.time === DINNER && offset !== 0 && offset !== form.duration - 1)
        problems.push(`${at}: dinner on a middle day`);
      if (place.kind === 'nightlife' && !form.interests.includes('nightlife'))
        problems.push(`${at}: nightlife not asked for`);
      if (place.outOfTown && (walking || !canTakeDayTrips(form)))
        problems.push(`${at}: out of town without a car or driver`);
      if (place.outOfTown && (offset === 0 || offset === form.duration - 1))
        problems.push(`${at}: day trip on the first or last day`);
    }
    const dayTrip = places.some((p) => p.outOfTown);
    if (day.locations.length > PLANNER_RULES.maxPlacesPerDay)
      problems.push(`${where}: ${day.locations.length} places`);
    // Every day in town with places has a lunch, at a place or in the streets around, unless it is a first
    // day planned after lunch time; planned during it, a late lunch comes first.
    const first = TIME.exec(day.locations[0]?.time ?? '');
    const firstStart = first === null ? 0 : minutes(first[1]!, first[2]!);
    const startsAfterLunch = offset === 0 && firstStart > LATE_LUNCH.after;
    const lateLunch =
      first !== null && day.locations[0]!.type === 'restaurant' && isLate(LATE_LUNCH, firstStart, minutes(first[3]!, first[4]!));
    if (startsAfterLunch && firstStart <= LATE_LUNCH.latest && !dayTrip && places.length > 0 && !lateLunch)
      problems.push(`${where}: no late lunch`);
    if (!dayTrip && places.length > 0 && !startsAfterLunch && !day.locations.some((l) => l.time === LUNCH))
      problems.push(`${where}: no lunch`);
    if (places.length < PLANNER_RULES.minPlacesPerDay && !dayTrip) {
      const said =
        day.dailyTips.includes(texts.lighterDay) ||
        day.dailyTips.includes(texts.allUsed) ||
        day.dailyTips.includes(texts.noPlaces(texts.cityName[form.destination]));
      if (!said) problems.push(`${where}: ${places.length} places and no tip saying so`);
    }
    if (places.length < PLANNER_RULES.minPlacesPerDay && !dayTrip) {
      // Lighter only for want of places: no unused sight open that day would fit among the day's stops (a café
      // pause only on a day without one).
      const paused = places.some((p) => p.light);
      for (const { place } of unusedSights) {
        if (paused && place.light) continue;
        const near = places.every((p) => p.outOfTown || haversineMeters(p, place) <= spread);
        const fits = place.hours[weekday].some((range) => {
          const r = parseTimeRange(range);
          return Math.min(r.end, DAY_SIGHTS_END) - Math.max(r.start, DAY_SIGHTS_START) >= place.visitMinutes;
        });
        if (near && fits)
          problems.push(`${where}: ${places.length} places while ${place.id} was free and fits`);
      }
    }
    if (walking && places.length > 0) {
      const centre = {
        lat: places.reduce((s, p) => s + p.lat, 0) / places.length,
        lng: places.reduce((s, p) => s + p.lng, 0) / places.length,
      };
      for (const p of places) {
        const d = haversineMeters(centre, p);
        if (d > PLANNER_RULES.walkingRadiusM)
          problems.push(`${where} ${p.id}: ${Math.round(d)} m from the day's centre on foot`);
      }
    }
    if (stats) {
      stats.days += 1;
      stats.places += places.length;
      if (places.length < PLANNER_RULES.minPlacesPerDay) stats.shortDays += 1;
      if (dayTrip) stats.dayTrips += 1;
    }
  });
  return problems;
}

export function emptyStats(): PlanStats {
  return { days: 0, places: 0, shortDays: 0, dayTrips: 0 };
}
