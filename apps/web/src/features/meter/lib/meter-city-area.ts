import { cityAt } from '@mizan/data/city-areas';
import type { TariffCity } from '@mizan/data/tariffs';
import type { LatLng } from '@mizan/domain/geo/distance';
import { isTariffCity } from './meter-city';

// Which tariff city a position is in (ADR 018), from the city areas: apart from meter-city.ts because the idle
// card needs the areas only once the device has given a position (ADR 022); the engine imports it at Start.

/** The tariff city whose area holds the point, or null outside them all (or in a city without a tariff). */
export function tariffCityAt(point: LatLng): TariffCity | null {
  const city = cityAt(point);
  return isTariffCity(city) ? city : null;
}

/** A fix vaguer than this may place the taxi in the wrong city near an edge: it decides nothing. */
export const CITY_FIX_ACCURACY_M = 500;

/** Whether a fix is precise enough to tell which city the taxi is in (no accuracy given: taken as it is). */
export function placesCity(fix: { accuracy?: number | null }): boolean {
  return !(typeof fix.accuracy === 'number' && fix.accuracy > CITY_FIX_ACCURACY_M);
}

/**
 * The city a meter billing in `current` switches to when this fix places the taxi, or null to keep its own:
 * a fix outside every tariff city's area keeps the chosen city, as does one in that very city.
 */
export function switchCityAt(current: string, fix: LatLng): TariffCity | null {
  const here = tariffCityAt(fix);
  return here && here !== current ? here : null;
}
