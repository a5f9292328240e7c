import type { Tariff } from '@mizan/domain/fare/tariff';
import type { Language, Localized } from '@mizan/domain/text/language';
import { STANDARD_TARIFF, TARIFF_COMPONENTS, TARIFF_KEYS, isSourced, tariffByKey } from './tariffs';
import type { SourcedComponent, TariffComponent, TariffKey } from './tariffs';

// Where each tariff component comes from (ADR 018): the decision or report, in its own words, and its date; and
// what a visitor reads of it, in their language (the citation and 'where the figures come from' of the estimate's
// card, at the end of this file). The figures are in tariffs.ts; these texts are apart so that a page showing the
// figures (the idle taximeter) does not load them (ADR 022): the estimate's card brings them with the result. Read 2026-11 from stored copies of the
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
// Marked pure, whole: the web's result card imports only the visitor's texts below, and its bundle then leaves
// these records and their source texts out.
export const TARIFF_FACTS: Readonly<Record<TariffKey, TariffFacts>> = /* @__PURE__ */ (() =>
  Object.fromEntries(
    TARIFF_KEYS.map((key) => [key, { tariff: tariffByKey(key), components: componentsOf(key) }]),
  ) as Record<TariffKey, TariffFacts>)();

// What a visitor reads of a tariff's name and sources, in the interface's languages: the estimate's card loads them
// with the result, the taximeter's card when the meter starts or the page has settled. The names of decisions and
// sources stay as published ('arrêté', cab-morocco.com).

/** The card's short citation (tariffs.ts `citation`, English, as the API sends it), by tariff. */
const CITATIONS: Readonly<Record<TariffKey, Localized>> = {
  spec: {
    en: 'product specification',
    fr: 'spécification du produit',
    es: 'especificación del producto',
    de: 'Produktspezifikation',
  },
  fes: { en: 'arrêté n° 25, 2023', fr: 'arrêté n° 25, 2023', es: 'arrêté n.º 25, 2023', de: 'arrêté Nr. 25, 2023' },
  rabat: {
    en: 'arrêté of February 2020',
    fr: 'arrêté de février 2020',
    es: 'arrêté de febrero de 2020',
    de: 'arrêté vom Februar 2020',
  },
  casablanca: {
    en: 'wilaya tariff of 2012',
    fr: 'tarif de la wilaya de 2012',
    es: 'tarifa de la wilaya de 2012',
    de: 'Tarif der Wilaya von 2012',
  },
  marrakech: {
    en: 'published tariff (cab-morocco.com)',
    fr: 'tarif publié (cab-morocco.com)',
    es: 'tarifa publicada (cab-morocco.com)',
    de: 'veröffentlichter Tarif (cab-morocco.com)',
  },
  agadir: {
    en: 'reported tariff, 2022',
    fr: 'tarif rapporté, 2022',
    es: 'tarifa publicada en prensa, 2022',
    de: 'berichteter Tarif, 2022',
  },
  tangier: {
    en: 'arrêté of July 2025',
    fr: 'arrêté de juillet 2025',
    es: 'arrêté de julio de 2025',
    de: 'arrêté vom Juli 2025',
  },
};

/** The tariff's name as a visitor reads it (tariffs.ts `name`, English, as the API sends it), by tariff. */
const NAMES: Readonly<Record<TariffKey, Localized>> = {
  spec: { en: 'Spec', fr: 'Spécification', es: 'Especificación', de: 'Spezifikation' },
  fes: { en: 'Fès', fr: 'Fès', es: 'Fez', de: 'Fès' },
  rabat: { en: 'Rabat', fr: 'Rabat', es: 'Rabat', de: 'Rabat' },
  casablanca: { en: 'Casablanca', fr: 'Casablanca', es: 'Casablanca', de: 'Casablanca' },
  marrakech: { en: 'Marrakech', fr: 'Marrakech', es: 'Marrakech', de: 'Marrakesch' },
  agadir: { en: 'Agadir', fr: 'Agadir', es: 'Agadir', de: 'Agadir' },
  tangier: { en: 'Tangier', fr: 'Tanger', es: 'Tánger', de: 'Tanger' },
};

/** The spec's figures used for a city without a tariff of its own (tariffs.ts `STANDARD_TARIFF`). */
const STANDARD_NAME: Localized = {
  en: 'Standard',
  fr: 'Tarif standard',
  es: 'Tarifa estándar',
  de: 'Standardtarif',
};

const COMPONENT_NAMES: Readonly<Record<TariffComponent, Localized>> = {
  pickup: { en: 'pickup', fr: 'prise en charge', es: 'bajada de bandera', de: 'Grundgebühr' },
  distance: { en: 'distance rate', fr: 'tarif au kilomètre', es: 'tarifa por distancia', de: 'Streckentarif' },
  waiting: { en: 'waiting rate', fr: 'tarif d’attente', es: 'tarifa de espera', de: 'Wartetarif' },
  minFare: { en: 'minimum fare', fr: 'course minimum', es: 'tarifa mínima', de: 'Mindestfahrpreis' },
  nightMinFare: {
    en: 'night minimum fare',
    fr: 'course minimum de nuit',
    es: 'tarifa mínima nocturna',
    de: 'Mindestfahrpreis nachts',
  },
  nightSurcharge: { en: 'night surcharge', fr: 'majoration de nuit', es: 'recargo nocturno', de: 'Nachtzuschlag' },
  nightWindow: { en: 'night hours', fr: 'heures de nuit', es: 'horario nocturno', de: 'Nachtzeiten' },
};

/** '{name}: {known} from published decisions or reports; {spec} from the product specification (no source found).' (French sets its colon and semicolon apart.) */
const SOURCE_SENTENCE: Readonly<
  Record<Language, { known: string; spec: string; none: string; colon: string; semicolon: string }>
> = {
  en: {
    known: 'from published decisions or reports',
    spec: 'from the product specification (no source found)',
    none: 'nothing',
    colon: ': ',
    semicolon: '; ',
  },
  fr: {
    known: 'selon des décisions ou articles publiés',
    spec: 'selon la spécification du produit (aucune source trouvée)',
    none: 'rien',
    colon: ' : ',
    semicolon: ' ; ',
  },
  es: {
    known: 'según decisiones o artículos publicados',
    spec: 'según la especificación del producto (no se encontró ninguna fuente)',
    none: 'nada',
    colon: ': ',
    semicolon: '; ',
  },
  de: {
    known: 'aus veröffentlichten Beschlüssen oder Berichten',
    spec: 'aus der Produktspezifikation (keine Quelle gefunden)',
    none: 'nichts',
    colon: ': ',
    semicolon: '; ',
  },
};

/** The tariff the API names `name` (tariffs.ts `name`; 'Standard' is the spec's figures), or null for another. */
function tariffKeyNamed(name: string): TariffKey | null {
  if (name === STANDARD_TARIFF.name) return 'spec';
  return TARIFF_KEYS.find((key) => tariffByKey(key).name === name) ?? null;
}

export interface TariffTexts {
  /** The tariff's name ('Tanger', 'Tarif standard'). */
  name: string;
  citation: string;
  /** Which components come from decisions or reports and which from the spec ("where the figures come from"). */
  source: string;
}

/** The name, citation and source sentence of the tariff named `name`, in `lng`; null for a tariff this build lacks. */
export function tariffTexts(name: string, lng: Language): TariffTexts | null {
  const key = tariffKeyNamed(name);
  if (key === null) return null;
  const localName = (name === STANDARD_TARIFF.name ? STANDARD_NAME : NAMES[key])[lng];
  const list = (components: TariffComponent[]) =>
    components.map((component) => COMPONENT_NAMES[component][lng]).join(', ');
  const known = TARIFF_COMPONENTS.filter((component) => isSourced(key, component));
  const spec = TARIFF_COMPONENTS.filter((component) => !isSourced(key, component));
  const words = SOURCE_SENTENCE[lng];
  const specPart = spec.length ? `${words.semicolon}${list(spec)} ${words.spec}` : '';
  const source = `${localName}${words.colon}${list(known) || words.none} ${words.known}${specPart}.`;
  return { name: localName, citation: CITATIONS[key][lng], source };
}
