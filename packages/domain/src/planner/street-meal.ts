import { requiredDiets } from './candidates';
import type { MealSlot } from './day-schedule';
import type { ItineraryLocation } from './itinerary';
import { formatTimeRange } from './opening-hours';
import { PLANNER_TEXTS } from './planner-texts';
import type { TripForm } from './trip-form';

/** A meal in the streets around, for one person: the spec's generic plan's local lunch and special dinner. */
export const STREET_MEAL_MAD = { lunch: [80, 150], dinner: [150, 300] } as const;

/**
 * A meal that names no place, where no place on the list fits it: 'Lunch around X' (or the first or last day's
 * 'Dinner around X') with where to look and the generic plan's tip. It has no id, position or link, so the screen
 * asks no details for it. Both planners give it, so a day has the same shape whoever wrote it.
 */
export function streetMeal(
  form: Pick<TripForm, 'language' | 'diet'>,
  meal: 'lunch' | 'dinner',
  around: string,
  slot: MealSlot,
): ItineraryLocation {
  const texts = PLANNER_TEXTS[form.language];
  const [min, max] = STREET_MEAL_MAD[meal];
  const lunch = meal === 'lunch';
  return {
    name: lunch ? texts.streetLunch(around) : texts.streetDinner(around),
    time: formatTimeRange(slot.start, slot.end),
    description: lunch ? texts.streetLunchDescription(around) : texts.streetDinnerDescription(around),
    type: 'restaurant',
    tips:
      requiredDiets(form).length > 0
        ? texts.streetMealDiet
        : lunch
          ? texts.fallback.lunchTip
          : texts.fallback.dinnerTip,
    price: texts.mad(min, max),
  };
}
