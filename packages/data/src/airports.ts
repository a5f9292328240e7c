import { haversineMeters } from '@mizan/domain/geo/distance';
import type { LatLng } from '@mizan/domain/geo/distance';
import type { CitySlug } from '@mizan/domain/places/city';
import { GAZETTEER } from './gazetteer';

// What really applies on a taxi ride to or from each airport: a petit taxi on the meter, a fixed or zone fare,
// a grand taxi only; the alternatives with their price. Every fact carries its source (title, site, date) as read
// from stored copies in 2026-11; nothing was checked live, so the card always says to check the price posted at
// the official desk. Where nothing was found, the entry says so rather than guessing.

export interface Sourced {
  source: string;
  /** The source's date (ISO date or year), or 'undated' for a page that shows none. */
  date: string;
}

/** One distance zone of a zone tariff, by straight-line distance from the airport. */
export interface FareZone {
  zone: number;
  fromKm: number;
  toKm: number;
  priceMad: number;
}

export type AirportTaxiFare =
  /** Fixed prices by straight-line distance zone (Marrakech Menara, decision n° 6260). */
  | ({ kind: 'zones'; vehicle: 'any'; zones: readonly FareZone[]; plusDeskFee: boolean; note: string } & Sourced)
  /** One fixed price, or a price posted at the desk that we do not know (`priceMad` null). */
  | ({
      kind: 'fixed';
      vehicle: 'petit' | 'grand';
      priceMad: number | null;
      nightPriceMad: number | null;
      note: string;
    } & Sourced)
  /** Nothing published was found: the petit taxi's meter, or ask at the desk. */
  | ({ kind: 'unknown'; note: string } & Sourced);

export interface Alternative {
  mode: 'bus' | 'train' | 'shuttle';
  name: string;
  /** One way, MAD; null when no price was found. */
  priceMad: number | null;
  note: string;
  source: string;
  date: string;
}

/** Whether petits taxis may take one kind of airport ride, as a source says. */
export type PetitTaxiRule = { serve: 'yes' | 'no' | 'unknown' } & Sourced;

export interface AirportFacts {
  /** The gazetteer id of the airport (its terminal). */
  placeId: string;
  city: CitySlug;
  iata: string;
  name: string;
  /**
   * Whether petits taxis may pick passengers up at the terminal (rides from the airport): 'no' where a source says
   * they do not or may not. Read it through `petitTaxisOn`, which gives the rule of a ride's direction.
   */
  petitTaxis: PetitTaxiRule;
  /** Whether petits taxis may bring passengers to the terminal (rides to the airport); Tangier's differs. */
  petitTaxisDropOff: PetitTaxiRule;
  /** Leaving the airport (arrivals). */
  fromAirport: AirportTaxiFare;
  /** Going to the airport, when it differs. */
  toAirport: AirportTaxiFare;
  alternatives: readonly Alternative[];
}

const MENARA_6260: Sourced = {
  source:
    'Prefectural decision n° 6260 of 29 December 2023 (préfecture de Marrakech), reported by Al3omk (fr.al3omk.com/36671, "La préfecture de Marrakech augmente le prix des taxis depuis l’aéroport") and Bladi.net ("Aéroport de Marrakech : le taxi sera plus cher"): from the airport, 7 zones by straight-line distance, the same for petits and grands taxis, plus the fee of the single desk (guichet unique kech.cab).',
  date: '2023-12-29',
};
const MENARA_APRIL_2023: Sourced = {
  source:
    'Bladi.net, "Aéroport de Marrakech : le taxi sera plus cher" (January 2024), on the decision of April 2023 kept for trips to the airport: petits taxis 80 DH by day for zone 1 and 120 DH for zone 2 beyond the Oued Issil; 120 and 180 DH at night. Petit Futé (petitfute.com, "Marrakech, se déplacer", undated) gives the same figures.',
  date: '2024-01',
};

/** The one source found for Tangier's airport taxis (read 2026-11 from stored copies). */
const TNG_WIKIPEDIA = 'en.wikipedia, "Tangier Ibn Battouta Airport" (stored copy, undated), Facilities';

export const AIRPORTS: readonly AirportFacts[] = [
  {
    placeId: 'marrakech:menara-airport',
    city: 'marrakech',
    iata: 'RAK',
    name: 'Marrakech Menara',
    petitTaxis: {
      serve: 'yes',
      source: 'Decision n° 6260 sets the same airport fares for petits and grands taxis (Al3omk, Bladi.net).',
      date: '2023-12-29',
    },
    petitTaxisDropOff: {
      serve: 'yes',
      source:
        'Bladi.net (January 2024) and Petit Futé (undated): the decision of April 2023 sets the petits taxis’ price to the airport (80 DH by day in zone 1).',
      date: '2024-01',
    },
    fromAirport: {
      kind: 'zones',
      vehicle: 'any',
      // As reported: zone 1 under 3 km 100 DH, then 110, 120, 130, 140 DH every 2 km to 11 km; both reports give
      // 160 DH for zone 6 (11-13 km) and for 13-15 km (zone 7): kept as reported, not corrected.
      zones: [
        { zone: 1, fromKm: 0, toKm: 3, priceMad: 100 },
        { zone: 2, fromKm: 3, toKm: 5, priceMad: 110 },
        { zone: 3, fromKm: 5, toKm: 7, priceMad: 120 },
        { zone: 4, fromKm: 7, toKm: 9, priceMad: 130 },
        { zone: 5, fromKm: 9, toKm: 11, priceMad: 140 },
        { zone: 6, fromKm: 11, toKm: 13, priceMad: 160 },
        { zone: 7, fromKm: 13, toKm: 15, priceMad: 160 },
      ],
      plusDeskFee: true,
      // Article 4 of the decision, as summarised by Aswat magazine (magazineaswat.com, read 2026-11-24): the
      // customer also pays the service charges of the company that runs the desk, and the fees; no amount is given.
      note: 'Pay at the kech.cab desk at the arrivals exit; the desk fee is added (its amount was not in the reports).',
      ...MENARA_6260,
    },
    toAirport: {
      kind: 'fixed',
      vehicle: 'petit',
      priceMad: 80,
      nightPriceMad: 120,
      note: 'Zone 1; from beyond the Oued Issil (zone 2) 120 DH by day and 180 DH at night.',
      ...MENARA_APRIL_2023,
    },
    alternatives: [
      {
        mode: 'bus',
        name: 'Alsa bus 19 (airport – Jemaa el-Fna – Guéliz – train station)',
        priceMad: 30,
        note: 'Every 30 minutes in the day; 50 DH return.',
        source:
          'Petit Futé, "Marrakech, se déplacer" (petitfute.com, undated): "30 DH l’aller simple et 50 DH l’aller-retour"; metropolen.de (undated) gives the same.',
        date: 'undated',
      },
    ],
  },
  {
    placeId: 'casablanca:mohammed-v-airport',
    city: 'casablanca',
    iata: 'CMN',
    name: 'Casablanca Mohammed V',
    petitTaxis: {
      serve: 'no',
      source:
        'O Maroc, "Mode d’emploi du taxi marocain" (o-maroc.com, undated): "À Casablanca, l’aéroport est loin en dehors de la ville, les petits taxis n’ont pas le droit d’y aller"; Marokko-Forum (forum.marokko.net): the airports of Casablanca and Agadir lie outside the urban commune, where petits taxis may not take fares.',
      date: 'undated',
    },
    petitTaxisDropOff: {
      serve: 'no',
      source:
        'O Maroc, "Mode d’emploi du taxi marocain" (o-maroc.com, undated): petits taxis "n’ont pas le droit d’y aller" (may not go there at all).',
      date: 'undated',
    },
    fromAirport: {
      kind: 'fixed',
      vehicle: 'grand',
      priceMad: null,
      nightPriceMad: null,
      // A dated travel page gives 300 DH to the medina as "a fixed rate set by the government" (2019, updated 2020),
      // but it predates the single booking desk of 2024, so it is kept in the note, not used as the posted price.
      note: 'Grands taxis at a fixed price, day and night prices posted at the taxi desk (ONDA’s single booking desk since 2024); the posted amount was not found in a source read here. A travel page reported 300 DH to the medina, “a fixed rate set by the government” (2019, updated August 2020), and a travel agency about 250 to 300 DH to central Casablanca (undated): neither is the price posted now.',
      source:
        'L’Opinion via Maghress (maghress.com/fr/lopinion/152215), on the single taxi desk at Mohammed V airport and the grands taxis’ protest; autovermietung.de: "festgesetzte Tag- und Nachttarife"; Quick Whit Travel, "What to know before you visit Casablanca" (quickwhittravel.com/2019/11/26/what-to-know-before-you-visit-casablanca/, 26 November 2019, updated 22 August 2020, read 2026-11-24): "a taxi from the Casablanca Airport to the medina (or Old City) is 300 dirham … and is a fixed rate set by the government"; tripmasters.com, "Casablanca FAQ" (undated): "about 250 to 300 dh" from the taxi rank outside arrivals.',
      date: '2024',
    },
    toAirport: {
      kind: 'fixed',
      vehicle: 'grand',
      priceMad: null,
      nightPriceMad: null,
      note: 'Only grands taxis go to the airport; agree the price before leaving.',
      source: 'O Maroc (o-maroc.com), undated.',
      date: 'undated',
    },
    alternatives: [
      {
        mode: 'shuttle',
        name: 'Aérobus (ONDA and Alsa Al Baida): terminals 1 and 2 – Casa-Port',
        priceMad: 50,
        note: 'Every 30 minutes, 24 hours a day, by the Nations Unies square and the Ligue Arabe park.',
        source:
          'Le360, "L’ONDA lance Aérobus, une navette qui relie Casablanca à l’aéroport Mohammed V pour 50 DH" (2 December 2025); LeSiteinfo (3 December 2025).',
        date: '2025-12-02',
      },
      {
        mode: 'train',
        name: 'ONCF Al Bidaoui train from under terminal 1 to Casa-Voyageurs and Casa-Port',
        priceMad: 50,
        note: 'Hourly, about 04:50 to 22:50; 70 DH in first class; about 30 minutes to Casa-Voyageurs.',
        source: 'fr.wikipedia, "Gare de l’aéroport Mohammed V" (stored copy, undated).',
        date: 'undated',
      },
    ],
  },
  {
    placeId: 'fes:fes-saiss-airport',
    city: 'fes',
    iata: 'FEZ',
    name: 'Fès-Saïss',
    petitTaxis: {
      serve: 'no',
      source: 'Lonely Planet Morocco, Fez "Getting Around" (issuhub.com copy, undated): "Only grands taxis go out to the airport."',
      date: 'undated',
    },
    petitTaxisDropOff: {
      serve: 'no',
      source: 'Lonely Planet Morocco, Fez "Getting Around" (issuhub.com copy, undated): "Only grands taxis go out to the airport."',
      date: 'undated',
    },
    fromAirport: {
      kind: 'fixed',
      vehicle: 'grand',
      priceMad: 120,
      nightPriceMad: null,
      note: 'Grands taxis from any stand at a set fare; inwander.io gives the same 120 DH; a night price was not found.',
      source:
        'Lonely Planet Morocco (issuhub.com copy, undated): "Grands taxis from any stand charge a set fare of Dh120"; inwander.io, "How to get from Fes to Fes Saiss airport" (undated).',
      date: 'undated',
    },
    toAirport: {
      kind: 'fixed',
      vehicle: 'grand',
      priceMad: 120,
      nightPriceMad: null,
      note: 'The same set fare; stepping out of babylon (2019) reports 120 to 150 DH.',
      source: 'Lonely Planet Morocco (undated); steppingoutofbabylon.com, "How to go from Fes to the airport" (April 2019).',
      date: '2019-04',
    },
    alternatives: [
      {
        mode: 'bus',
        name: 'City bus 16 (airport – train station)',
        priceMad: 4,
        note: 'About every 30 to 60 minutes, no fixed timetable; the stop near the station is unmarked.',
        source: 'steppingoutofbabylon.com (April 2019) and inwander.io (undated): 4 DH.',
        date: '2019-04',
      },
    ],
  },
  {
    placeId: 'agadir:al-massira-airport',
    city: 'agadir',
    iata: 'AGA',
    name: 'Agadir Al Massira',
    petitTaxis: {
      serve: 'no',
      source:
        'Marokko-Forum (forum.marokko.net, undated): the airports of Casablanca and Agadir lie outside the urban commune, so petits taxis may not take fares there; Sud Aventures Tours (2012): grands taxis at the airport.',
      date: 'undated',
    },
    petitTaxisDropOff: {
      serve: 'no',
      source:
        'Diarios de un fotógrafo de viajes, "Taxis en Agadir" (April 2016): petits taxis "no están autorizados para salir de la ciudad"; grands taxis make the trips outside it, "como traslados al aeropuerto". Marokko-Forum (undated): the airport lies outside the urban commune.',
      date: '2016-04',
    },
    fromAirport: {
      kind: 'fixed',
      vehicle: 'grand',
      priceMad: null,
      nightPriceMad: null,
      note: 'Grands taxis at prices posted on a board by the desk inside the terminal; reported at 150 DH by day and 200 DH after 20:00 to the Secteur Touristique, plus 20 DH for luggage (2012), 170 and 200 DH in an undated report: check the board.',
      source:
        'Sud Aventures Tours, "Getting to Agadir from the airport" (21 June 2012); Infos du voyageur, "Location de voiture à l’aéroport d’Agadir" (undated).',
      date: '2012-06-21',
    },
    toAirport: {
      kind: 'fixed',
      vehicle: 'grand',
      priceMad: null,
      nightPriceMad: null,
      note: 'Only grands taxis; agree the price before leaving.',
      source: 'Sud Aventures Tours (2012).',
      date: '2012-06-21',
    },
    alternatives: [],
  },
  {
    placeId: 'rabat:rabat-sale-airport',
    city: 'rabat',
    iata: 'RBA',
    name: 'Rabat-Salé',
    petitTaxis: { serve: 'unknown', source: 'No report found.', date: 'undated' },
    petitTaxisDropOff: { serve: 'unknown', source: 'No report found.', date: 'undated' },
    fromAirport: {
      kind: 'unknown',
      note: 'No published airport fare was found: ask for the meter or check the price posted at the desk.',
      source: 'No report found.',
      date: 'undated',
    },
    toAirport: { kind: 'unknown', note: 'No published airport fare was found.', source: 'No report found.', date: 'undated' },
    alternatives: [],
  },
  {
    placeId: 'tangier:ibn-battouta-airport',
    city: 'tangier',
    iata: 'TNG',
    name: 'Tangier Ibn Battouta',
    petitTaxis: {
      serve: 'no',
      source: `${TNG_WIKIPEDIA}: "Small local taxis may drop off passengers but are forbidden from picking up at the terminal."`,
      date: 'undated',
    },
    petitTaxisDropOff: {
      serve: 'yes',
      source: `${TNG_WIKIPEDIA}: "Small local taxis may drop off passengers but are forbidden from picking up at the terminal."`,
      date: 'undated',
    },
    fromAirport: {
      kind: 'fixed',
      vehicle: 'grand',
      priceMad: null,
      nightPriceMad: null,
      note: 'Grands taxis at the curb in front of the terminal, 24 hours a day, at a price fixed by the government; the amount was not found in a source read here.',
      source: `${TNG_WIKIPEDIA}: "Grand Taxis are available 24 hours a day at the curb in front of the terminal. The price of these taxis is fixed by the Moroccan Government."`,
      date: 'undated',
    },
    toAirport: {
      kind: 'unknown',
      note: 'Petits taxis may drop passengers at the terminal (on the meter); no published fare to the airport was found.',
      source: `${TNG_WIKIPEDIA}: "Small local taxis may drop off passengers"; "There are no bus routes that serve the airport directly."`,
      date: 'undated',
    },
    alternatives: [],
  },
  {
    placeId: 'essaouira:mogador-airport',
    city: 'essaouira',
    iata: 'ESU',
    name: 'Essaouira-Mogador',
    petitTaxis: { serve: 'unknown', source: 'No report found.', date: 'undated' },
    petitTaxisDropOff: { serve: 'unknown', source: 'No report found.', date: 'undated' },
    fromAirport: {
      kind: 'unknown',
      note: 'No published airport fare was found: check the price posted at the desk.',
      source: 'No report found.',
      date: 'undated',
    },
    toAirport: { kind: 'unknown', note: 'No published airport fare was found.', source: 'No report found.', date: 'undated' },
    alternatives: [],
  },
];

/**
 * Whether petits taxis may take a ride to ('to') or from ('from') an airport: the rule is per direction, since a
 * source may allow the drop-off and forbid the pick-up (Tangier).
 */
export function petitTaxisOn(facts: AirportFacts, direction: 'from' | 'to'): PetitTaxiRule {
  return direction === 'from' ? facts.petitTaxis : facts.petitTaxisDropOff;
}

/** The airport facts of a gazetteer id. */
export function airportByPlaceId(placeId: string): AirportFacts | undefined {
  return AIRPORTS.find((a) => a.placeId === placeId);
}

/**
 * How far from a terminal a trip end still counts as the airport: an address typed as "Marrakech airport" and
 * resolved by another provider, or 'use my location' in the car park. 800 m: no other gazetteer place is this
 * close to a terminal (the Menara gardens are 1.3 km from Marrakech's), which the test checks.
 */
export const AIRPORT_RADIUS_METERS = 800;

/** The airport whose terminal lies within AIRPORT_RADIUS_METERS of a point, with its terminal's position. */
export function airportNear(point: LatLng): { airport: AirportFacts; terminal: LatLng } | null {
  for (const airport of AIRPORTS) {
    const terminal = GAZETTEER.find((p) => p.id === airport.placeId);
    if (terminal && haversineMeters(point, terminal) <= AIRPORT_RADIUS_METERS)
      return { airport, terminal: { lat: terminal.lat, lng: terminal.lng } };
  }
  return null;
}

/** The zone a straight-line distance falls in, or null beyond the last zone. */
export function zoneFor(zones: readonly FareZone[], km: number): FareZone | null {
  return zones.find((z) => km >= z.fromKm && km < z.toKm) ?? null;
}
