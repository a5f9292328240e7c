import { CITY_AREAS, cityAt } from '@mizan/data/city-areas';
import { TARIFF_CITIES, tariffFor } from '@mizan/data/tariffs';
import type { TariffCity } from '@mizan/data/tariffs';
import type { Tariff } from '@mizan/domain/fare/tariff';
import type { LatLng } from '@mizan/domain/geo/distance';
import { CITY_ALIASES } from '@mizan/domain/places/city';

// Which city's tariff the meter bills with (issue 17, ADR 018): the city the taxi is in, as well as the page
// knows it before Start without asking anything new, the visitor free to change it.

/** Spec 3's meter city: the reference when nothing tells where the taxi is. */
export const REFERENCE_CITY: TariffCity = 'casablanca';

/** Where the idle card's city comes from: its note says so. */
export type CityBasis = 'estimate' | 'position' | 'reference' | 'chosen';

export interface MeterCityChoice {
  city: TariffCity;
  basis: CityBasis;
}

export function isTariffCity(slug: string | null | undefined): slug is TariffCity {
  return (TARIFF_CITIES as readonly (string | null | undefined)[]).includes(slug);
}

export const meterTariff = (city: string): Tariff => tariffFor(city).tariff;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/**
 * The tariff city an estimate was priced in, from its `ville` ("Fès", as the city areas write it; a provider's
 * spelling such as "Fez" through the aliases), or null for a city without a tariff of its own.
 */
export function tariffCityNamed(name: string | null | undefined): TariffCity | null {
  if (!name) return null;
  const folded = fold(name);
  const slug =
    CITY_AREAS.find((area) => fold(area.displayName) === folded || area.city === folded)?.city ??
    CITY_ALIASES[folded];
  return isTariffCity(slug) ? slug : null;
}

/** The tariff city whose area holds the point, or null outside them all (or in a city without a tariff). */
export function tariffCityAt(point: LatLng): TariffCity | null {
  const city = cityAt(point);
  return isTariffCity(city) ? city : null;
}

/**
 * The idle card's city: the visitor's own choice first, then the estimate just made on this page, then the
 * device's position (read only when permission was already granted), else the spec's reference.
 */
export function chooseMeterCity(known: {
  chosen?: TariffCity | null;
  estimate?: TariffCity | null;
  position?: TariffCity | null;
}): MeterCityChoice {
  if (known.chosen) return { city: known.chosen, basis: 'chosen' };
  if (known.estimate) return { city: known.estimate, basis: 'estimate' };
  if (known.position) return { city: known.position, basis: 'position' };
  return { city: REFERENCE_CITY, basis: 'reference' };
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
