import { addDays } from './calendar';
import type { Itinerary, ItineraryDay, ItineraryLocation } from './itinerary';
import { DAILY_BUDGET_MAD, PLANNER_TEXTS } from './planner-texts';
import type { TripForm } from './trip-form';

// The spec's fallback itinerary (spec 9), for the web client when the server cannot answer: one day per
// requested day, a morning landmark, a local lunch, an afternoon activity or shopping, a special dinner on the
// first and last days. It names no real place (it knows no catalog), so it carries no place ids.

/** Why the plan is the generic one when the caller gives no reason. */
export const FALLBACK_REASON = 'planner-unavailable';

export function fallbackItinerary(form: TripForm, reason: string = FALLBACK_REASON): Itinerary {
  const texts = PLANNER_TEXTS[form.language];
  const f = texts.fallback;
  const city = texts.cityName[form.destination];
  const afternoonShopping = form.interests.includes('shopping') || form.interests.includes('crafts');
  const days: ItineraryDay[] = [];
  for (let i = 0; i < form.duration; i++) {
    const locations: ItineraryLocation[] = [
      {
        name: f.morning,
        time: '09:00-11:00',
        description: f.morningDescription(city),
        type: 'landmark',
        tips: f.morningTip,
        price: texts.mad(50, 100),
      },
      {
        name: f.lunch,
        time: '12:30-14:00',
        description: f.lunchDescription,
        type: 'restaurant',
        tips: f.lunchTip,
        price: texts.mad(80, 150),
      },
      {
        name: afternoonShopping ? f.afternoonShopping : f.afternoonActivity,
        time: '15:00-17:30',
        description: f.afternoonDescription,
        type: afternoonShopping ? 'shopping' : 'activity',
        tips: f.afternoonTip,
        price: f.varies,
      },
    ];
    if (i === 0 || i === form.duration - 1) {
      locations.push({
        name: f.dinner,
        time: '19:30-21:30',
        description: f.dinnerDescription,
        type: 'restaurant',
        tips: f.dinnerTip,
        price: texts.mad(150, 300),
      });
    }
    days.push({
      day: i + 1,
      date: addDays(form.startDate, i),
      title: f.dayTitle(i + 1, city),
      theme: f.theme,
      locations,
      dailyTips: [f.dayTip, texts.dailyTips[i % texts.dailyTips.length]!],
    });
  }
  return {
    days,
    practicalInfo: {
      transport: f.transport,
      budget: { [texts.perDay(texts.budgetLabel[form.budget])]: DAILY_BUDGET_MAD[form.budget] },
      tips: [...f.tips],
    },
    metadata: { source: 'embedded', fallbackReason: reason },
  };
}
