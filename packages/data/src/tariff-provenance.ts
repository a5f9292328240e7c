import type { Tariff } from '@mizan/domain/fare/tariff';
import { TARIFF_COMPONENTS, TARIFF_KEYS, tariffByKey } from './tariffs';
import type { SourcedComponent, TariffComponent, TariffKey } from './tariffs';

// Where each tariff component comes from (ADR 018): the decision or report, in its own words, and its date. The
// figures are in tariffs.ts; these texts are apart because no page shows them (the cards show the tariff's short
// `citation` and `source`), so that the pages do not load them (ADR 022). Read 2026-11 from stored copies of the
// pages named; nothing was checked live.

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

export interface TariffFacts {
  tariff: Tariff;
  components: Record<TariffComponent, Provenance>;
}

/** A decision or report, as read (title, site, date). */
type Source = Omit<Provenance, 'spec'> & { date: string };

const SPEC: Provenance = {
  source: 'Product specification, section 9 (no decision or report found for this component)',
  date: null,
  spec: true,
};

const LE360_FES_25: Source = {
  source:
    'Fès: arrêté n° 25 (wilaya of Fès-Meknès, after the provincial price committee of 6 February 2023), replacing arrêté n° 01 of 1 February 1993: pickup 1.40 -> 1.50 DH, 0.20 DH per 80 m instead of per 100 m, waiting 0.20 DH a minute and the 6 DH minimum "by day and by night" unchanged. Reported by Le360 (ar.le360.ma, "القرار العاملي رقم 25"), 2023.',
  date: '2023',
};
const LONELY_PLANET_FES: Source = {
  source:
    'Lonely Planet Morocco, Fez "Getting Around" (stored copy on issuhub.com, edition not shown): "As usual, there is a 50% surcharge after 8pm"; no end time given.',
  date: 'undated',
};
const RABAT_2020: Source = {
  source:
    'Rabat: arrêté of the wali of Rabat-Salé-Kénitra raising the petit-taxi minimum from 5 to 6.50 DH from Monday 17 February 2020, "no change to the other rates" (Assahafa, 15 February 2020; Akhbarona via Maghress; Les Eco "Plus chers, les petits taxis à Rabat !").',
  date: '2020-02-17',
};
const LAVIEECO_RABAT_PICKUP: Source = {
  source:
    'La Vie éco, "La wilaya de Casablanca veut mettre de l’ordre dans le transport par petits taxis": "à Rabat, le montant de la prise en charge est fixé à 1,40 DH" (undated, after the 2012 increase it cites; the 2020 decision changed only the minimum).',
  date: 'undated',
};
const LAVIEECO_CASA: Source = {
  source:
    'La Vie éco, "La wilaya de Casablanca veut mettre de l’ordre dans le transport par petits taxis" (undated): since the Grand Casablanca wilaya increase of 2012 "le compteur démarre à 2 DH, la chute est de 0,20 DH tous les 80 mètres et le tarif minimum pour une course est fixé à 7,50 DH"; Casa Accueil (casa-accueil.org) also gives the 2 DH pickup.',
  date: '2012',
};
const CASA_NIGHT: Source = {
  source:
    'Night from 20:00: marrakechtaxitransfert.com, "Casablanca transfers" ("after 8pm, a 50% surcharge is added to the total fare") and Lonely Planet Morocco ("As usual, there is a 50% surcharge after 8pm"), both undated; the end of the night window was not found: 06:00 from the spec.',
  date: 'undated',
};
const MARRAKECH_REPORT: Source = {
  source:
    'cab-morocco.com, "Taxi Marrakech" (French guide text): pickup 1.70 DH by day and 2.55 DH at night, minimum 7 DH, "majoration légale de 50 % la nuit (20h-6h d’octobre à avril ; 21h-5h de mai à septembre)" (stored copy, undated).',
  date: 'undated',
};
const AGADIR_REPORT: Source = {
  source:
    'Agadir Expat News, "Prix taxi Agadir" (2022): minimum 7 DH by day; "une fois la nuit tombée après la prière du Maghreb", 10 DH.',
  date: '2022',
};
const TANGIER_2025: Source = {
  source:
    'Tanja7 (tanja7.com/fr/?p=2723): an arrêté of the Tanger-Assilah prefecture read to the taxi unions on Tuesday 1 July 2025 sets the minimum at 7 DH by day and 10.50 DH at night (only the minimum: the night tariff and the distance rates stay as they were); Le360 had reported the same figures as a union demand.',
  date: '2025-07-01',
};
const TANGIER_DISTANCE: Source = {
  source:
    'Bladi / Maroc Presse, "Au Maroc, les taxis font pression" (2025): the Tangier unions ask for 30 centimes per 100 m "au lieu des 120 mètres actuels", read here as 0.30 DH per 120 m today.',
  date: '2025',
};

/** The source of each component a tariff takes from a decision or report (tariffs.ts `sourced`), by tariff. */
const SOURCES: { readonly [K in TariffKey]: Readonly<Record<SourcedComponent<K>, Source>> } = {
  spec: {},
  fes: {
    pickup: LE360_FES_25,
    distance: LE360_FES_25,
    waiting: LE360_FES_25,
    minFare: LE360_FES_25,
    nightMinFare: LE360_FES_25,
    nightSurcharge: LONELY_PLANET_FES,
    nightWindow: { ...LONELY_PLANET_FES, source: `${LONELY_PLANET_FES.source} Start 20:00; end 06:00 from the spec.` },
  },
  rabat: { pickup: LAVIEECO_RABAT_PICKUP, minFare: RABAT_2020 },
  casablanca: {
    pickup: LAVIEECO_CASA,
    distance: LAVIEECO_CASA,
    minFare: LAVIEECO_CASA,
    nightSurcharge: CASA_NIGHT,
    nightWindow: CASA_NIGHT,
  },
  marrakech: {
    pickup: MARRAKECH_REPORT,
    minFare: MARRAKECH_REPORT,
    // 2.55 DH at night for a 1.70 DH pickup: the same 1.5.
    nightSurcharge: MARRAKECH_REPORT,
    nightWindow: MARRAKECH_REPORT,
  },
  agadir: {
    minFare: AGADIR_REPORT,
    nightMinFare: AGADIR_REPORT,
    nightWindow: { ...AGADIR_REPORT, source: `${AGADIR_REPORT.source} Start at Maghreb; end 06:00 from the spec.` },
  },
  tangier: { distance: TANGIER_DISTANCE, minFare: TANGIER_2025, nightMinFare: TANGIER_2025 },
};

function componentsOf(key: TariffKey): Record<TariffComponent, Provenance> {
  const sources: Partial<Record<TariffComponent, Source>> = SOURCES[key];
  const entries = TARIFF_COMPONENTS.map((component) => {
    const source = sources[component];
    return [component, source ? { ...source, spec: false } : SPEC] as const;
  });
  return Object.fromEntries(entries) as Record<TariffComponent, Provenance>;
}

/** Every tariff with the provenance of each of its components: the record the data tests read. */
export const TARIFF_FACTS: Readonly<Record<TariffKey, TariffFacts>> = Object.fromEntries(
  TARIFF_KEYS.map((key) => [key, { tariff: tariffByKey(key), components: componentsOf(key) }]),
) as Record<TariffKey, TariffFacts>;
