import { addDays, weekdayOf } from './calendar';
import { rankCandidates, roleOf } from './candidates';
import { placeLink, placeName, type CatalogPlace } from './catalog-place';
import type { Itinerary, ItineraryDay, ItineraryLocation } from './itinerary';
import { formatClock, formatTimeRange, isOpenThroughout, parseTimeRange } from './opening-hours';
import { DAY_START, mealSlot, type MealSlot } from './day-schedule';
import { PLANNER_RULES } from './plan-itinerary';
import { PLANNER_TEXTS } from './planner-texts';
import { streetMeal } from './street-meal';
import { firstDayStart } from './today';
import type { TripForm } from './trip-form';

// A language model may choose, order and describe a plan, but only among real places the planner already found
// fitting (issue 14 "With a language model"): it receives their ids and facts, answers under a JSON schema
// whose ids are an enum of them, and every answer is checked here before a word of it reaches a traveller.

/** How many of the best-ranked fitting places the model may choose from (the prompt stays small). */
export const MODEL_CANDIDATES = 40;
const MINUTES_PER_DAY = 24 * 60;

/** One fitting place as the model sees it: facts only, in the plan's language. */
export interface GroundingFacts {
  id: string;
  name: string;
  kind: string;
  area: string;
  outOfTown: boolean;
  /** A place for lunch or dinner (a restaurant, or a café that serves meals, not only drinks and sweets). */
  servesMeals: boolean;
  visitMinutes: number;
  /** Opening hours for each date of the trip ('YYYY-MM-DD' -> ranges; empty when closed). */
  hours: Record<string, readonly string[]>;
  priceMad: readonly [number, number];
  description: string;
}

/** The model's answer, as the JSON schema of `modelPlanFormat` asks it. */
export interface ModelPlan {
  days: { title: string; theme: string; stops: { placeId: string; time: string }[]; dailyTips: string[] }[];
  tips: string[];
}

export function groundingCandidates(form: TripForm, catalog: readonly CatalogPlace[]): CatalogPlace[] {
  return rankCandidates(form, catalog)
    .slice(0, MODEL_CANDIDATES)
    .map((candidate) => candidate.place);
}

export function groundingFacts(form: TripForm, places: readonly CatalogPlace[]): GroundingFacts[] {
  const dates = Array.from({ length: form.duration }, (_, i) => addDays(form.startDate, i));
  return places.map((place) => ({
    id: place.id,
    name: placeName(place, form.language),
    kind: place.kind,
    area: place.area,
    outOfTown: place.outOfTown,
    servesMeals: roleOf(place) === 'meal',
    visitMinutes: place.visitMinutes,
    hours: Object.fromEntries(dates.map((date) => [date, place.hours[weekdayOf(date)]])),
    priceMad: place.priceMad,
    description: place.description[form.language],
  }));
}

/** The strict JSON schema (chat completions' structured output) whose place ids are the candidates' ids. */
export function modelPlanFormat(form: TripForm, placeIds: readonly string[]) {
  const text = { type: 'string' };
  return {
    name: 'trip_plan',
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['days', 'tips'],
      properties: {
        days: {
          type: 'array',
          minItems: form.duration,
          maxItems: form.duration,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['title', 'theme', 'stops', 'dailyTips'],
            properties: {
              title: text,
              theme: text,
              stops: {
                type: 'array',
                maxItems: PLANNER_RULES.maxPlacesPerDay,
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['placeId', 'time'],
                  properties: {
                    placeId: { type: 'string', enum: [...placeIds] },
                    time: {
                      type: 'string',
                      pattern: '^([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-3]):[0-5]\\d$',
                    },
                  },
                },
              },
              dailyTips: { type: 'array', items: text },
            },
          },
        },
        tips: { type: 'array', items: text },
      },
    },
  };
}

/**
 * The instructions: real places only, their hours, the traveller's constraints, prose in their language, and
 * the first day's start when the plan is made that day (`nowMs`).
 */
export function modelPlanPrompt(
  form: TripForm,
  facts: readonly GroundingFacts[],
  nowMs: number,
): { system: string; user: string } {
  const firstStart = firstDayStart(form.startDate, nowMs);
  return {
    system: [
      'You plan trips in Morocco for a tourist app. Use only the places given, by their id; never name another place.',
      `Plan ${form.duration} day(s) in ${form.destination} from ${form.startDate}, ${PLANNER_RULES.minPlacesPerDay}-${PLANNER_RULES.maxPlacesPerDay} stops a day,`,
      "each stop's time range inside that place's opening hours for that date, times increasing through the day,",
      'lunch around 12:30-14:00 at a place that servesMeals (the others are short pauses), and on the first and last days dinner around 19:30-21:30;',
      'where no such place fits, leave that time free: the app adds a meal in the streets around. No place twice in the trip, a day kept within one or two areas.',
      'Prices are in MAD. Write titles, themes and tips in the language whose code is given.',
      ...(firstStart >= MINUTES_PER_DAY
        ? ['Day 1 is today and nearly over in Morocco: give it no stops.']
        : firstStart > DAY_START
          ? [
              `Day 1 is today: its first stop starts at ${formatClock(firstStart)} or later (Morocco time);`,
              'if that is after 12:30 but by 14:30 it is a late lunch, after 19:30 but by 21:00 a late dinner.',
            ]
          : []),
    ].join(' '),
    user: JSON.stringify({ language: form.language, form: { ...form, language: undefined }, places: facts }),
  };
}

function priceText(form: TripForm, [min, max]: readonly [number, number]): string {
  const texts = PLANNER_TEXTS[form.language];
  return max === 0 ? texts.free : texts.mad(min, max);
}

function locationOf(form: TripForm, place: CatalogPlace, time: string): ItineraryLocation {
  const location: ItineraryLocation = {
    name: placeName(place, form.language),
    time,
    description: place.description[form.language],
    type: place.type,
    tips: place.tip[form.language],
    price: priceText(form, place.priceMad),
    placeId: place.id,
    lat: place.lat,
    lng: place.lng,
    nameAr: place.nameAr,
  };
  const link = placeLink(place, form.language);
  if (link !== undefined) location.link = link;
  return location;
}

/** A model's meal counts as the day's lunch or dinner when it starts within an hour before the meal's time, or up to 14:30 / 21:00. */
const MEAL_EARLY_MINUTES = 60;
const MEAL_LATEST = { lunch: 14 * 60 + 30, dinner: 21 * 60 } as const;

/**
 * The day's meals as the embedded planner gives them, on a model's day in town: a lunch, and a first or last
 * day's dinner, in the streets around where the model planned none (around the stop before it, else the one
 * after), so a day has the same shape whoever wrote it. Null when the model planned a stop over lunch time
 * instead of lunch; a dinner with a stop over its time (a night out) is left out, as the embedded plan does.
 */
function withStreetMeals(
  form: TripForm,
  places: readonly CatalogPlace[],
  locations: readonly ItineraryLocation[],
  start: number,
  endDay: boolean,
): ItineraryLocation[] | null {
  if (locations.length === 0 || places.some((place) => place.outOfTown)) return [...locations];
  const ranges = locations.map((l) => parseTimeRange(l.time));
  const added: { at: number; location: ItineraryLocation }[] = [];
  const add = (meal: 'lunch' | 'dinner', slot: MealSlot): boolean => {
    const latest = Math.max(slot.start, MEAL_LATEST[meal]);
    const served = places.some((place, i) => {
      const at = ranges[i]!.start;
      return roleOf(place) === 'meal' && at >= slot.start - MEAL_EARLY_MINUTES && at <= latest;
    });
    if (served) return true;
    if (ranges.some((r) => r.start < slot.end && slot.start < r.end)) return false;
    const before = ranges.findLastIndex((r) => r.end <= slot.start);
    const around = locations[before >= 0 ? before : ranges.findIndex((r) => r.start >= slot.end)]!.name;
    added.push({ at: slot.start, location: streetMeal(form, meal, around, slot) });
    return true;
  };
  const lunch = mealSlot('lunch', start);
  if (lunch !== null && !add('lunch', lunch)) return null;
  const dinner = mealSlot('dinner', start);
  if (endDay && dinner !== null) add('dinner', dinner);
  const timed = [
    ...locations.map((location, i) => ({ at: ranges[i]!.start, location })),
    ...added,
  ];
  return timed.sort((a, b) => a.at - b.at).map((t) => t.location);
}

export type GroundingResult = { ok: true; itinerary: Itinerary } | { ok: false; reason: string };

/**
 * Checks a model's plan against the facts (every id a candidate of the destination, each stop inside its
 * opening hours that date, times increasing, no place twice, the right number of days, nothing on the first
 * day before it can start when it is planned that day) and fills every fact from the catalog. The embedded
 * plan gives the practical information and the special-request echo.
 */
export function applyModelPlan(
  form: TripForm,
  candidates: readonly CatalogPlace[],
  plan: ModelPlan,
  embedded: Itinerary,
  nowMs: number,
): GroundingResult {
  const byId = new Map(candidates.map((place) => [place.id, place]));
  if (plan.days.length !== form.duration)
    return { ok: false, reason: `model planned ${plan.days.length} days` };
  const seen = new Set<string>();
  const days: ItineraryDay[] = [];
  // The model may start a day before 09:00 where a place opens earlier; only hours already past are refused.
  const firstStart = firstDayStart(form.startDate, nowMs);
  const pastUntil = firstStart > DAY_START ? firstStart : 0;
  for (const [index, day] of plan.days.entries()) {
    const date = addDays(form.startDate, index);
    const weekday = weekdayOf(date);
    let previousEnd = 0;
    const locations: ItineraryLocation[] = [];
    const places: CatalogPlace[] = [];
    for (const stop of day.stops) {
      const place = byId.get(stop.placeId);
      if (!place || place.city !== form.destination)
        return { ok: false, reason: `model chose an unknown place: ${stop.placeId}` };
      if (seen.has(place.id)) return { ok: false, reason: `model chose ${place.id} twice` };
      seen.add(place.id);
      let range;
      try {
        range = parseTimeRange(stop.time);
      } catch {
        return { ok: false, reason: `model gave an unreadable time: ${stop.time}` };
      }
      if (index === 0 && range.start < pastUntil)
        return { ok: false, reason: `model planned day 1 at ${stop.time}, already past in Morocco` };
      if (range.end <= range.start || range.start < previousEnd)
        return { ok: false, reason: `model's times overlap on day ${index + 1}` };
      if (!isOpenThroughout(place.hours, weekday, range.start, range.end)) {
        return { ok: false, reason: `model put ${place.id} outside its opening hours on ${date}` };
      }
      previousEnd = range.end;
      places.push(place);
      locations.push(locationOf(form, place, formatTimeRange(range.start, range.end)));
    }
    const endDay = index === 0 || index === form.duration - 1;
    const dayStart = index === 0 ? Math.max(DAY_START, firstStart) : DAY_START;
    const withMeals = withStreetMeals(form, places, locations, dayStart, endDay);
    if (withMeals === null) return { ok: false, reason: `model planned day ${index + 1} without lunch` };
    if (
      locations.length < PLANNER_RULES.minPlacesPerDay &&
      embedded.days[index]!.locations.filter((l) => l.placeId !== undefined).length >= PLANNER_RULES.minPlacesPerDay
    ) {
      return { ok: false, reason: `model planned ${locations.length} stops on day ${index + 1}` };
    }
    days.push({
      day: index + 1,
      date,
      title: day.title,
      theme: day.theme,
      locations: withMeals,
      dailyTips: day.dailyTips,
    });
  }
  return {
    ok: true,
    itinerary: {
      days,
      practicalInfo: { ...embedded.practicalInfo, tips: [...embedded.practicalInfo.tips, ...plan.tips] },
      metadata: { ...embedded.metadata, source: 'model' },
    },
  };
}
