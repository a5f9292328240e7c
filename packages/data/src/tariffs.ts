import type { Tariff } from '@mizan/domain/fare/tariff';

// Petit-taxi tariffs, city by city. Each city's tariff is set by a prefectural decision (arrêté du gouverneur ou
// du wali); the decisions themselves are rarely published online, so most figures below come from press reports
// of them. Every component carries where it comes from and the date of that source; where nothing better was
// found, the product specification's value (spec 9) is used and marked `spec: true`, so a reader knows which
// figures are known for the city and which are the product's reference. Read 2026-11 from stored copies of the
// pages named; nothing was checked live.

/** Cities with a tariff of their own. Spec 3 names five; Tangier has a reported decision too. */
export const TARIFF_CITIES = ['rabat', 'fes', 'casablanca', 'marrakech', 'agadir', 'tangier'] as const;
export type TariffCity = (typeof TARIFF_CITIES)[number];
/** A tariff a replay or a comparison can name: a city, or `spec`, the figures the product was specified with. */
export type TariffKey = TariffCity | 'spec';
export const TARIFF_KEYS: readonly TariffKey[] = [...TARIFF_CITIES, 'spec'];

/**
 * Where one component's value comes from. `date` is the source's date (ISO date or year), 'undated' for a page
 * that shows none, null for the spec.
 */
export interface Provenance {
  source: string;
  date: string | null;
  /** True when no decision or report for the city was found and the spec's value stands in. */
  spec: boolean;
}

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

export interface TariffFacts {
  tariff: Tariff;
  components: Record<TariffComponent, Provenance>;
}

const SPEC: Provenance = {
  source: 'Product specification, section 9 (no decision or report found for this component)',
  date: null,
  spec: true,
};

// Sources, as read (title, site, date).
const LE360_FES_25: Provenance = {
  source:
    'Fès: arrêté n° 25 (wilaya of Fès-Meknès, after the provincial price committee of 6 February 2023), replacing arrêté n° 01 of 1 February 1993: pickup 1.40 -> 1.50 DH, 0.20 DH per 80 m instead of per 100 m, waiting 0.20 DH a minute and the 6 DH minimum "by day and by night" unchanged. Reported by Le360 (ar.le360.ma, "القرار العاملي رقم 25"), 2023.',
  date: '2023',
  spec: false,
};
const LONELY_PLANET_FES: Provenance = {
  source:
    'Lonely Planet Morocco, Fez "Getting Around" (stored copy on issuhub.com, edition not shown): "As usual, there is a 50% surcharge after 8pm"; no end time given.',
  date: 'undated',
  spec: false,
};
const RABAT_2020: Provenance = {
  source:
    'Rabat: arrêté of the wali of Rabat-Salé-Kénitra raising the petit-taxi minimum from 5 to 6.50 DH from Monday 17 February 2020, "no change to the other rates" (Assahafa, 15 February 2020; Akhbarona via Maghress; Les Eco "Plus chers, les petits taxis à Rabat !").',
  date: '2020-02-17',
  spec: false,
};
const LAVIEECO_RABAT_PICKUP: Provenance = {
  source:
    'La Vie éco, "La wilaya de Casablanca veut mettre de l’ordre dans le transport par petits taxis": "à Rabat, le montant de la prise en charge est fixé à 1,40 DH" (undated, after the 2012 increase it cites; the 2020 decision changed only the minimum).',
  date: 'undated',
  spec: false,
};
const LAVIEECO_CASA: Provenance = {
  source:
    'La Vie éco, "La wilaya de Casablanca veut mettre de l’ordre dans le transport par petits taxis" (undated): since the Grand Casablanca wilaya increase of 2012 "le compteur démarre à 2 DH, la chute est de 0,20 DH tous les 80 mètres et le tarif minimum pour une course est fixé à 7,50 DH"; Casa Accueil (casa-accueil.org) also gives the 2 DH pickup.',
  date: '2012',
  spec: false,
};
const CASA_NIGHT: Provenance = {
  source:
    'Night from 20:00: marrakechtaxitransfert.com, "Casablanca transfers" ("after 8pm, a 50% surcharge is added to the total fare") and Lonely Planet Morocco ("As usual, there is a 50% surcharge after 8pm"), both undated; the end of the night window was not found: 06:00 from the spec.',
  date: 'undated',
  spec: false,
};
const MARRAKECH_REPORT: Provenance = {
  source:
    'cab-morocco.com, "Taxi Marrakech" (French guide text): pickup 1.70 DH by day and 2.55 DH at night, minimum 7 DH, "majoration légale de 50 % la nuit (20h-6h d’octobre à avril ; 21h-5h de mai à septembre)" (stored copy, undated).',
  date: 'undated',
  spec: false,
};
const AGADIR_REPORT: Provenance = {
  source:
    'Agadir Expat News, "Prix taxi Agadir" (2022): minimum 7 DH by day; "une fois la nuit tombée après la prière du Maghreb", 10 DH.',
  date: '2022',
  spec: false,
};
const TANGIER_2025: Provenance = {
  source:
    'Tanja7 (tanja7.com/fr/?p=2723): an arrêté of the Tanger-Assilah prefecture read to the taxi unions on Tuesday 1 July 2025 sets the minimum at 7 DH by day and 10.50 DH at night (only the minimum: the night tariff and the distance rates stay as they were); Le360 had reported the same figures as a union demand.',
  date: '2025-07-01',
  spec: false,
};
const TANGIER_DISTANCE: Provenance = {
  source:
    'Bladi / Maroc Presse, "Au Maroc, les taxis font pression" (2025): the Tangier unions ask for 30 centimes per 100 m "au lieu des 120 mètres actuels", read here as 0.30 DH per 120 m today.',
  date: '2025',
  spec: false,
};

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

function describe(name: string, components: Record<TariffComponent, Provenance>): string {
  const known = TARIFF_COMPONENTS.filter((c) => !components[c].spec);
  const spec = TARIFF_COMPONENTS.filter((c) => components[c].spec);
  return `${name}: ${known.join(', ') || 'nothing'} from published decisions or reports${spec.length ? `; ${spec.join(', ')} from the product specification (no source found)` : ''}.`;
}

function facts(
  tariff: Omit<Tariff, 'source'>,
  components: Record<TariffComponent, Provenance>,
): TariffFacts {
  return { tariff: { ...tariff, source: describe(tariff.name, components) }, components };
}

export const TARIFF_FACTS: Readonly<Record<TariffKey, TariffFacts>> = {
  spec: facts(
    { name: 'Spec', citation: 'product specification', ...SPEC_FIGURES, effectiveFrom: '2026-01-01' },
    {
      pickup: SPEC,
      distance: SPEC,
      waiting: SPEC,
      minFare: SPEC,
      nightMinFare: SPEC,
      nightSurcharge: SPEC,
      nightWindow: SPEC,
    },
  ),
  fes: facts(
    {
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
    {
      pickup: LE360_FES_25,
      distance: LE360_FES_25,
      waiting: LE360_FES_25,
      minFare: LE360_FES_25,
      nightMinFare: LE360_FES_25,
      nightSurcharge: LONELY_PLANET_FES,
      nightWindow: { ...LONELY_PLANET_FES, source: `${LONELY_PLANET_FES.source} Start 20:00; end 06:00 from the spec.` },
    },
  ),
  rabat: facts(
    {
      name: 'Rabat',
      citation: 'arrêté of February 2020',
      ...SPEC_FIGURES,
      pickup: 140,
      minFare: 650,
      effectiveFrom: '2020-02-17',
    },
    {
      pickup: LAVIEECO_RABAT_PICKUP,
      distance: SPEC,
      waiting: SPEC,
      minFare: RABAT_2020,
      nightMinFare: SPEC,
      nightSurcharge: SPEC,
      nightWindow: SPEC,
    },
  ),
  casablanca: facts(
    {
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
    {
      pickup: LAVIEECO_CASA,
      distance: LAVIEECO_CASA,
      waiting: SPEC,
      minFare: LAVIEECO_CASA,
      nightMinFare: SPEC,
      nightSurcharge: CASA_NIGHT,
      nightWindow: CASA_NIGHT,
    },
  ),
  marrakech: facts(
    {
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
    {
      pickup: MARRAKECH_REPORT,
      distance: SPEC,
      waiting: SPEC,
      minFare: MARRAKECH_REPORT,
      nightMinFare: SPEC,
      // 2.55 DH at night for a 1.70 DH pickup: the same 1.5.
      nightSurcharge: MARRAKECH_REPORT,
      nightWindow: MARRAKECH_REPORT,
    },
  ),
  agadir: facts(
    {
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
    {
      pickup: SPEC,
      distance: SPEC,
      waiting: SPEC,
      minFare: AGADIR_REPORT,
      nightMinFare: AGADIR_REPORT,
      nightSurcharge: SPEC,
      nightWindow: { ...AGADIR_REPORT, source: `${AGADIR_REPORT.source} Start at Maghreb; end 06:00 from the spec.` },
    },
  ),
  tangier: facts(
    {
      name: 'Tangier',
      citation: 'arrêté of July 2025',
      ...SPEC_FIGURES,
      pricePerSegment: 30,
      segmentDistanceInMeters: 120,
      minFare: 700,
      // 10.50 DH is 7 DH x 1.5: the spec's rule gives it without a night minimum of its own.
      effectiveFrom: '2025-07-01',
    },
    {
      pickup: SPEC,
      distance: TANGIER_DISTANCE,
      waiting: SPEC,
      minFare: TANGIER_2025,
      nightMinFare: TANGIER_2025,
      nightSurcharge: SPEC,
      nightWindow: SPEC,
    },
  ),
};

export const CITY_TARIFFS: Readonly<Record<TariffCity, Tariff>> = {
  rabat: TARIFF_FACTS.rabat.tariff,
  fes: TARIFF_FACTS.fes.tariff,
  casablanca: TARIFF_FACTS.casablanca.tariff,
  marrakech: TARIFF_FACTS.marrakech.tariff,
  agadir: TARIFF_FACTS.agadir.tariff,
  tangier: TARIFF_FACTS.tangier.tariff,
};

/** The spec's tariff, by name: the reference the product was specified with. */
export const SPEC_TARIFF: Tariff = TARIFF_FACTS.spec.tariff;

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
  return TARIFF_FACTS[key].tariff;
}
