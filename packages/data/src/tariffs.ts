import type { Tariff } from '@mizan/domain/fare/tariff';

/** Cities with a tariff of their own (spec 3 "City tariff"). */
export const TARIFF_CITIES = ['rabat', 'fes', 'casablanca', 'marrakech', 'agadir'] as const;
export type TariffCity = (typeof TARIFF_CITIES)[number];

// Honest provenance: these are the product spec's figures (spec 9), the same for every city. The official
// petit-taxi tariffs are set by each city's prefectural arrêté and differ between cities; they are not
// verified here, which is why the screens say "estimate".
const SOURCE =
  'Product specification section 9 (figures shared by every city); official prefectural arrêtés vary per city and are not verified here.';
const EFFECTIVE_FROM = '2026-01-01';

function specTariff(name: string): Tariff {
  return {
    name,
    pickup: 170,
    pricePerSegment: 20,
    segmentDistanceInMeters: 80,
    waitMinute: 20,
    minFare: 750,
    nightSurcharge: 1.5,
    nightStartTime: '21:00',
    nightEndTime: '06:00',
    source: SOURCE,
    effectiveFrom: EFFECTIVE_FROM,
  };
}

export const CITY_TARIFFS: Record<TariffCity, Tariff> = {
  rabat: specTariff('Rabat'),
  fes: specTariff('Fès'),
  casablanca: specTariff('Casablanca'),
  marrakech: specTariff('Marrakech'),
  agadir: specTariff('Agadir'),
};

/** Used for a city without a tariff of its own; the card says so. */
export const STANDARD_TARIFF: Tariff = specTariff('Standard');

export interface TariffChoice {
  tariff: Tariff;
  /** True when the city has no tariff of its own and the standard one was used. */
  isStandard: boolean;
}

function isTariffCity(slug: string): slug is TariffCity {
  return (TARIFF_CITIES as readonly string[]).includes(slug);
}

export function tariffFor(citySlug: string): TariffChoice {
  return isTariffCity(citySlug)
    ? { tariff: CITY_TARIFFS[citySlug], isStandard: false }
    : { tariff: STANDARD_TARIFF, isStandard: true };
}
