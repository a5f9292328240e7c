import type { Tariff } from '@mizan/domain/fare/tariff';

// Petit-taxi tariffs, city by city: the figures, the short citation a card shows, and which components a decision
// or report gives. Each city's tariff is set by a prefectural decision (arrêté du gouverneur ou du wali); the
// decisions themselves are rarely published online, so most figures below come from press reports of them. Where
// nothing better was found, the product specification's value (spec 9) is used and the component is left out of
// the tariff's `sourced` list, so a reader knows which figures are known for the city and which are the product's
// reference. Each sourced component's source and date are in tariff-provenance.ts, apart so that a page showing
// the figures does not load every city's source texts (ADR 022). Read 2026-11 from stored copies of the pages
// named there; nothing was checked live.

/** Cities with a tariff of their own. Spec 3 names five; Tangier has a reported decision too. */
export const TARIFF_CITIES = ['rabat', 'fes', 'casablanca', 'marrakech', 'agadir', 'tangier'] as const;
export type TariffCity = (typeof TARIFF_CITIES)[number];
/** A tariff a replay or a comparison can name: a city, or `spec`, the figures the product was specified with. */
export type TariffKey = TariffCity | 'spec';
export const TARIFF_KEYS: readonly TariffKey[] = [...TARIFF_CITIES, 'spec'];

export const TARIFF_COMPONENTS = [
  'pickup',
  'distance',
  'waiting',
  'minFare',
  'nightMinFare',
  'nightSurcharge',
  'nightWindow',
] as const;
export type TariffComponent = (typeof TARIFF_COMPONENTS)[number];

/** The spec's figures, the reference every city's missing component falls back to. */
const SPEC_FIGURES = {
  pickup: 170,
  pricePerSegment: 20,
  segmentDistanceInMeters: 80,
  waitMinute: 20,
  minFare: 750,
  nightSurcharge: 1.5,
  nightStartTime: '21:00',
  nightEndTime: '06:00',
} as const;

/**
 * Each tariff's figures (`source`, the card's text, is written from `sourced`), and the components a decision or
 * report gives, each with its source in tariff-provenance.ts; the others are the spec's.
 */
const TARIFF_DATA = {
  spec: {
    sourced: [],
    figures: { name: 'Spec', citation: 'product specification', ...SPEC_FIGURES, effectiveFrom: '2026-01-01' },
  },
  fes: {
    sourced: TARIFF_COMPONENTS,
    figures: {
      name: 'Fès',
      citation: 'arrêté n° 25, 2023',
      ...SPEC_FIGURES,
      pickup: 150,
      pricePerSegment: 20,
      segmentDistanceInMeters: 80,
      waitMinute: 20,
      minFare: 600,
      // "6 DH by day and by night": the night surcharge does not raise the minimum.
      nightMinFare: 600,
      nightStartTime: '20:00',
      effectiveFrom: '2023',
    },
  },
  rabat: {
    sourced: ['pickup', 'minFare'],
    figures: {
      name: 'Rabat',
      citation: 'arrêté of February 2020',
      ...SPEC_FIGURES,
      pickup: 140,
      minFare: 650,
      effectiveFrom: '2020-02-17',
    },
  },
  casablanca: {
    sourced: ['pickup', 'distance', 'minFare', 'nightSurcharge', 'nightWindow'],
    figures: {
      name: 'Casablanca',
      citation: 'wilaya tariff of 2012',
      ...SPEC_FIGURES,
      pickup: 200,
      pricePerSegment: 20,
      segmentDistanceInMeters: 80,
      minFare: 750,
      nightStartTime: '20:00',
      effectiveFrom: '2012',
    },
  },
  marrakech: {
    sourced: ['pickup', 'minFare', 'nightSurcharge', 'nightWindow'],
    figures: {
      name: 'Marrakech',
      citation: 'published tariff (cab-morocco.com)',
      ...SPEC_FIGURES,
      pickup: 170,
      minFare: 700,
      nightStartTime: '20:00',
      nightEndTime: '06:00',
      nightRule: {
        kind: 'seasonal',
        windows: [
          { months: [10, 11, 12, 1, 2, 3, 4], start: '20:00', end: '06:00' },
          { months: [5, 6, 7, 8, 9], start: '21:00', end: '05:00' },
        ],
      },
      effectiveFrom: 'unknown',
    },
  },
  agadir: {
    sourced: ['minFare', 'nightMinFare', 'nightWindow'],
    figures: {
      name: 'Agadir',
      citation: 'reported tariff, 2022',
      ...SPEC_FIGURES,
      minFare: 700,
      nightMinFare: 1000,
      nightStartTime: '20:00',
      nightEndTime: '06:00',
      // Agadir's centre (Wikipedia: 30°25′N 9°35′W): the Maghreb minute differs by seconds across the city.
      nightRule: { kind: 'maghrib', lat: 30.4167, lng: -9.5833, end: '06:00' },
      effectiveFrom: '2022',
    },
  },
  tangier: {
    sourced: ['distance', 'minFare', 'nightMinFare'],
    figures: {
      name: 'Tangier',
      citation: 'arrêté of July 2025',
      ...SPEC_FIGURES,
      pricePerSegment: 30,
      segmentDistanceInMeters: 120,
      minFare: 700,
      // 10.50 DH is 7 DH x 1.5: the spec's rule gives it without a night minimum of its own.
      effectiveFrom: '2025-07-01',
    },
  },
} as const satisfies Record<TariffKey, { sourced: readonly TariffComponent[]; figures: Omit<Tariff, 'source'> }>;

/** The components of a tariff that a decision or report gives (tariff-provenance.ts has a source for each). */
export type SourcedComponent<K extends TariffKey> = (typeof TARIFF_DATA)[K]['sourced'][number];

export function isSourced(key: TariffKey, component: TariffComponent): boolean {
  return (TARIFF_DATA[key].sourced as readonly TariffComponent[]).includes(component);
}

function withSource(key: TariffKey): Tariff {
  const { figures } = TARIFF_DATA[key];
  const known = TARIFF_COMPONENTS.filter((c) => isSourced(key, c));
  const spec = TARIFF_COMPONENTS.filter((c) => !isSourced(key, c));
  const source = `${figures.name}: ${known.join(', ') || 'nothing'} from published decisions or reports${spec.length ? `; ${spec.join(', ')} from the product specification (no source found)` : ''}.`;
  return { ...figures, source };
}

export const CITY_TARIFFS: Readonly<Record<TariffCity, Tariff>> = {
  rabat: withSource('rabat'),
  fes: withSource('fes'),
  casablanca: withSource('casablanca'),
  marrakech: withSource('marrakech'),
  agadir: withSource('agadir'),
  tangier: withSource('tangier'),
};

/** The spec's tariff, by name: the reference the product was specified with. */
export const SPEC_TARIFF: Tariff = withSource('spec');

/** Used for a city without a tariff of its own (Chefchaouen, Essaouira): the spec's figures; the card says so. */
export const STANDARD_TARIFF: Tariff = { ...SPEC_TARIFF, name: 'Standard' };

export interface TariffChoice {
  tariff: Tariff;
  /** True when the city has no tariff of its own and the standard one was used. */
  isStandard: boolean;
}

function isTariffCity(slug: string): slug is TariffCity {
  return (TARIFF_CITIES as readonly string[]).includes(slug);
}

export function isTariffKey(key: string): key is TariffKey {
  return (TARIFF_KEYS as readonly string[]).includes(key);
}

export function tariffFor(citySlug: string): TariffChoice {
  return isTariffCity(citySlug)
    ? { tariff: CITY_TARIFFS[citySlug], isStandard: false }
    : { tariff: STANDARD_TARIFF, isStandard: true };
}

/** A tariff by key (a city or `spec`), for the replay's --tariff and the comparison script. */
export function tariffByKey(key: TariffKey): Tariff {
  return key === 'spec' ? SPEC_TARIFF : CITY_TARIFFS[key];
}
