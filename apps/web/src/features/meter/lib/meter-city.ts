import { TARIFF_CITIES, tariffFor } from '@mizan/data/tariffs';
import type { TariffCity } from '@mizan/data/tariffs';
import type { Tariff } from '@mizan/domain/fare/tariff';
import { CITY_ALIASES } from '@mizan/domain/places/city';

// Which city's tariff the meter bills with (issue 17, ADR 018): the city the taxi is in, as well as the page
// knows it before Start without asking anything new, the visitor free to change it. Which city a position is in
// is meter-city-area.ts's: the idle card needs the city areas only once a position is known (ADR 022).

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
 * The tariff city an estimate was priced in, from its `ville` ("Fès", as the city areas write it, which is the
 * tariff's name: the tests hold them equal; a provider's spelling such as "Fez" through the aliases), or null
 * for a city without a tariff of its own.
 */
export function tariffCityNamed(name: string | null | undefined): TariffCity | null {
  if (!name) return null;
  const folded = fold(name);
  const slug =
    TARIFF_CITIES.find((city) => fold(meterTariff(city).name) === folded || city === folded) ??
    CITY_ALIASES[folded];
  return isTariffCity(slug) ? slug : null;
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
