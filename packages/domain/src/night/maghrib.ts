import { CalculationMethod, Coordinates, PrayerTimes } from 'adhan';
import type { MoroccoDate } from './morocco-clock';

// adhan (about 5 KB gzip) in a module of its own: only a night that starts at the Maghreb prayer (Agadir's) needs
// it, so a screen that decides other cities' nights loads it only for such a tariff (ADR 022, ninth pass).

/**
 * The Maghreb prayer (sunset) of a local date at a place, as an instant. adhan computes the sun's position for
 * the calendar date it reads from the Date's own fields, so the date is built from the Moroccan local date and
 * the answer does not depend on the runtime's time zone. Maghrib with no method adjustment is the astronomical
 * sunset with the standard 0.833° for refraction and the sun's radius, rounded to the nearest minute.
 */
export function maghribAt(date: MoroccoDate, place: { lat: number; lng: number }): number {
  const times = new PrayerTimes(
    new Coordinates(place.lat, place.lng),
    new Date(date.year, date.month - 1, date.day),
    CalculationMethod.Other(),
  );
  return times.maghrib.getTime();
}
