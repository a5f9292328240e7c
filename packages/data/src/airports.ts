import { haversineMeters } from '@mizan/domain/geo/distance';
import type { LatLng } from '@mizan/domain/geo/distance';
import type { CitySlug } from '@mizan/domain/places/city';
import type { Localized } from '@mizan/domain/text/language';
import { GAZETTEER } from './gazetteer';

// What really applies on a taxi ride to or from each airport: a petit taxi on the meter, a fixed or zone fare,
// a grand taxi only; the alternatives with their price. Every fact carries its source (title, site, date) as read
// from stored copies in 2026-11; nothing was checked live, so the card always says to check the price posted at
// the official desk. Where nothing was found, the entry says so rather than guessing. What a visitor reads (the
// airport's name, each note, each alternative's name) is written in every interface language, translated from the
// English with the figures unchanged; sources stay as read, in English, for whoever checks them.

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

/**
 * A fare's source as the card cites it: short, in every interface language (who published it, when), beside the
 * `source` as read in English with its titles and quotes, kept for whoever checks it.
 */
export interface Cited extends Sourced {
  cite: Localized;
}

export type AirportTaxiFare =
  /** Fixed prices by straight-line distance zone (Marrakech Menara, decision n° 6260). */
  | ({ kind: 'zones'; vehicle: 'any'; zones: readonly FareZone[]; plusDeskFee: boolean; note: Localized } & Cited)
  /** One fixed price, or a price posted at the desk that we do not know (`priceMad` null). */
  | ({
      kind: 'fixed';
      vehicle: 'petit' | 'grand';
      priceMad: number | null;
      nightPriceMad: number | null;
      note: Localized;
    } & Cited)
  /** Nothing published was found: the petit taxi's meter, or ask at the desk. */
  | ({ kind: 'unknown'; note: Localized } & Cited);

export interface Alternative {
  mode: 'bus' | 'train' | 'shuttle';
  /**
   * The line and its stops; the service's own name (Aérobus, ONCF Al Bidaoui) stays in every language. Not the
   * mode's word, which the card puts before it ('Train – Train ONCF…' read twice in French, Spanish and German).
   */
  name: Localized;
  /** One way, MAD; null when no price was found. */
  priceMad: number | null;
  note: Localized;
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
  name: Localized;
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
/** The card's citation of a fare (`cite`) where no source was found. */
const NO_REPORT: Localized = {
  en: 'no report found',
  fr: 'aucun article trouvé',
  es: 'no se encontró ningún informe',
  de: 'kein Bericht gefunden',
};

const TNG_WIKIPEDIA = 'en.wikipedia, "Tangier Ibn Battouta Airport" (stored copy, undated), Facilities';
const TNG_CITE: Localized = {
  en: 'the English Wikipedia article on Tangier Ibn Battouta Airport',
  fr: 'l’article de Wikipédia en anglais sur l’aéroport de Tanger Ibn Battouta',
  es: 'el artículo de la Wikipedia en inglés sobre el aeropuerto de Tánger Ibn Battouta',
  de: 'der englische Wikipedia-Artikel über den Flughafen Tanger Ibn Battouta',
};

export const AIRPORTS: readonly AirportFacts[] = [
  {
    placeId: 'marrakech:menara-airport',
    city: 'marrakech',
    iata: 'RAK',
    name: { en: 'Marrakech Menara', fr: 'Marrakech Ménara', es: 'Marrakech Menara', de: 'Marrakesch Menara' },
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
      note: { en: 'Pay at the kech.cab desk at the arrivals exit; the desk fee is added (its amount was not in the reports).', fr: 'Payez au guichet kech.cab à la sortie des arrivées ; les frais du guichet s’ajoutent (leur montant ne figurait pas dans les articles).', es: 'Pague en el mostrador de kech.cab a la salida de llegadas; se añade la tarifa del mostrador (su importe no figuraba en los artículos).', de: 'Bezahlen Sie am kech.cab-Schalter am Ausgang der Ankunftshalle; die Schaltergebühr kommt hinzu (ihr Betrag stand nicht in den Berichten).' },
      cite: { en: 'decision n° 6260 of the préfecture de Marrakech, 29 December 2023, as reported by Al3omk and Bladi.net', fr: 'décision n° 6260 de la préfecture de Marrakech du 29 décembre 2023, rapportée par Al3omk et Bladi.net', es: 'decisión n.º 6260 de la préfecture de Marrakech del 29 de diciembre de 2023, según Al3omk y Bladi.net', de: 'Beschluss Nr. 6260 der Präfektur Marrakesch vom 29. Dezember 2023, berichtet von Al3omk und Bladi.net' },
      ...MENARA_6260,
    },
    toAirport: {
      kind: 'fixed',
      vehicle: 'petit',
      priceMad: 80,
      nightPriceMad: 120,
      note: { en: 'Zone 1; from beyond the Oued Issil (zone 2) 120 DH by day and 180 DH at night.', fr: 'Zone 1 ; au-delà de l’Oued Issil (zone 2), 120 DH le jour et 180 DH la nuit.', es: 'Zona 1; más allá del Oued Issil (zona 2), 120 DH de día y 180 DH de noche.', de: 'Zone 1; jenseits des Oued Issil (Zone 2) 120 DH tagsüber und 180 DH nachts.' },
      cite: { en: 'decision of April 2023, as reported by Bladi.net (January 2024) and Petit Futé', fr: 'décision d’avril 2023, rapportée par Bladi.net (janvier 2024) et le Petit Futé', es: 'decisión de abril de 2023, según Bladi.net (enero de 2024) y Petit Futé', de: 'Beschluss vom April 2023, berichtet von Bladi.net (Januar 2024) und Petit Futé' },
      ...MENARA_APRIL_2023,
    },
    alternatives: [
      {
        mode: 'bus',
        name: { en: 'Alsa line 19 (airport – Jemaa el-Fna – Guéliz – train station)', fr: 'Ligne Alsa 19 (aéroport – Jemaa el-Fna – Guéliz – gare)', es: 'Línea 19 de Alsa (aeropuerto – Jemaa el-Fna – Guéliz – estación de tren)', de: 'Alsa-Linie 19 (Flughafen – Jemaa el-Fna – Guéliz – Bahnhof)' },
        priceMad: 30,
        note: { en: 'Every 30 minutes in the day; 50 DH return.', fr: 'Toutes les 30 minutes en journée ; 50 DH l’aller-retour.', es: 'Cada 30 minutos durante el día; 50 DH ida y vuelta.', de: 'Tagsüber alle 30 Minuten; 50 DH hin und zurück.' },
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
    name: { en: 'Casablanca Mohammed V', fr: 'Casablanca Mohammed V', es: 'Casablanca Mohammed V', de: 'Casablanca Mohammed V' },
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
      // Reports of a price, shortened for a visitor at the desk; the source line keeps them whole.
      note: {
        en: 'Grands taxis, at day and night prices posted at the taxi desk (ONDA’s single booking desk since 2024). Older reports: 300 DH to the medina (2019, updated 2020), 250 to 300 DH to the centre (undated); the posted price is the one that counts.',
        fr: 'Grands taxis, aux prix de jour et de nuit affichés au guichet des taxis (le guichet unique de l’ONDA depuis 2024). Anciens relevés : 300 DH jusqu’à la médina (2019, mis à jour en 2020), 250 à 300 DH jusqu’au centre (non daté) ; seul le prix affiché compte.',
        es: 'Grands taxis, a precios de día y de noche expuestos en el mostrador de taxis (el mostrador único de la ONDA desde 2024). Datos anteriores: 300 DH hasta la medina (2019, actualizado en 2020), de 250 a 300 DH hasta el centro (sin fecha); el que cuenta es el precio expuesto.',
        de: 'Grands taxis zu Tag- und Nachtpreisen, die am Taxischalter ausgehängt sind (seit 2024 der zentrale Buchungsschalter der ONDA). Ältere Angaben: 300 DH bis zur Medina (2019, aktualisiert 2020), 250 bis 300 DH ins Zentrum (undatiert); es gilt der ausgehängte Preis.',
      },
      cite: { en: 'L’Opinion on the single taxi desk (2024); older prices: Quick Whit Travel (2019, updated 2020) and tripmasters.com (undated)', fr: 'L’Opinion sur le guichet unique des taxis (2024) ; anciens prix : Quick Whit Travel (2019, mis à jour en 2020) et tripmasters.com (non daté)', es: 'L’Opinion sobre el mostrador único de taxis (2024); precios anteriores: Quick Whit Travel (2019, actualizado en 2020) y tripmasters.com (sin fecha)', de: 'L’Opinion über den zentralen Taxischalter (2024); ältere Preise: Quick Whit Travel (2019, aktualisiert 2020) und tripmasters.com (undatiert)' },
      source:
        'L’Opinion via Maghress (maghress.com/fr/lopinion/152215), on the single taxi desk at Mohammed V airport and the grands taxis’ protest; autovermietung.de: "festgesetzte Tag- und Nachttarife"; Quick Whit Travel, "What to know before you visit Casablanca" (quickwhittravel.com/2019/11/26/what-to-know-before-you-visit-casablanca/, 26 November 2019, updated 22 August 2020, read 2026-11-24): "a taxi from the Casablanca Airport to the medina (or Old City) is 300 dirham … and is a fixed rate set by the government"; tripmasters.com, "Casablanca FAQ" (undated): "about 250 to 300 dh" from the taxi rank outside arrivals.',
      date: '2024',
    },
    toAirport: {
      kind: 'fixed',
      vehicle: 'grand',
      priceMad: null,
      nightPriceMad: null,
      note: { en: 'Only grands taxis go to the airport: it lies outside the city, where petits taxis may not take fares.', fr: 'Seuls les grands taxis vont à l’aéroport : il est en dehors de la ville, où les petits taxis n’ont pas le droit d’aller.', es: 'Solo los grands taxis van al aeropuerto: está fuera de la ciudad, adonde los petits taxis no pueden llevar pasajeros.', de: 'Nur Grands taxis fahren zum Flughafen: Er liegt außerhalb der Stadt, wohin Petits taxis keine Fahrgäste bringen dürfen.' },
      cite: { en: 'O Maroc, a guide to Moroccan taxis (o-maroc.com)', fr: 'O Maroc, mode d’emploi du taxi marocain (o-maroc.com)', es: 'O Maroc, guía de los taxis marroquíes (o-maroc.com)', de: 'O Maroc, Ratgeber zu marokkanischen Taxis (o-maroc.com)' },
      source: 'O Maroc (o-maroc.com), undated.',
      date: 'undated',
    },
    alternatives: [
      {
        mode: 'shuttle',
        name: { en: 'Aérobus (ONDA and Alsa Al Baida): terminals 1 and 2 – Casa-Port', fr: 'Aérobus (ONDA et Alsa Al Baida) : terminaux 1 et 2 – Casa-Port', es: 'Aérobus (ONDA y Alsa Al Baida): terminales 1 y 2 – Casa-Port', de: 'Aérobus (ONDA und Alsa Al Baida): Terminals 1 und 2 – Casa-Port' },
        priceMad: 50,
        note: { en: 'Every 30 minutes, 24 hours a day, by the Nations Unies square and the Ligue Arabe park.', fr: 'Toutes les 30 minutes, 24 heures sur 24, par la place des Nations Unies et le parc de la Ligue Arabe.', es: 'Cada 30 minutos, las 24 horas del día, por la plaza Nations Unies y el parque de la Ligue Arabe.', de: 'Alle 30 Minuten, 24 Stunden am Tag, über den Platz Nations Unies und den Park der Ligue Arabe.' },
        source:
          'Le360, "L’ONDA lance Aérobus, une navette qui relie Casablanca à l’aéroport Mohammed V pour 50 DH" (2 December 2025); LeSiteinfo (3 December 2025).',
        date: '2025-12-02',
      },
      {
        mode: 'train',
        name: { en: 'ONCF Al Bidaoui from the station under terminal 1 to Casa-Voyageurs and Casa-Port', fr: 'ONCF Al Bidaoui depuis la gare sous le terminal 1 vers Casa-Voyageurs et Casa-Port', es: 'ONCF Al Bidaoui desde la estación bajo la terminal 1 hasta Casa-Voyageurs y Casa-Port', de: 'ONCF Al Bidaoui ab dem Bahnhof unter Terminal 1 nach Casa-Voyageurs und Casa-Port' },
        priceMad: 50,
        note: { en: 'Hourly, about 04:50 to 22:50; 70 DH in first class; about 30 minutes to Casa-Voyageurs.', fr: 'Toutes les heures, d’environ 04:50 à 22:50 ; 70 DH en première classe ; environ 30 minutes jusqu’à Casa-Voyageurs.', es: 'Cada hora, de aproximadamente las 04:50 a las 22:50; 70 DH en primera clase; unos 30 minutos hasta Casa-Voyageurs.', de: 'Stündlich, etwa von 04:50 bis 22:50 Uhr; 70 DH in der ersten Klasse; etwa 30 Minuten bis Casa-Voyageurs.' },
        source: 'fr.wikipedia, "Gare de l’aéroport Mohammed V" (stored copy, undated).',
        date: 'undated',
      },
    ],
  },
  {
    placeId: 'fes:fes-saiss-airport',
    city: 'fes',
    iata: 'FEZ',
    name: { en: 'Fès-Saïss', fr: 'Fès-Saïss', es: 'Fez-Saïss', de: 'Fès-Saïss' },
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
      note: { en: 'Grands taxis from any stand at a set fare; inwander.io gives the same 120 DH; a night price was not found.', fr: 'Grands taxis depuis n’importe quelle station à un tarif fixe ; inwander.io donne les mêmes 120 DH ; aucun prix de nuit n’a été trouvé.', es: 'Grands taxis desde cualquier parada a una tarifa fija; inwander.io da los mismos 120 DH; no se encontró ningún precio nocturno.', de: 'Grands taxis von jedem Taxistand zu einem festen Tarif; inwander.io nennt dieselben 120 DH; ein Nachtpreis wurde nicht gefunden.' },
      cite: { en: 'Lonely Planet Morocco; inwander.io', fr: 'Lonely Planet Maroc ; inwander.io', es: 'Lonely Planet Marruecos; inwander.io', de: 'Lonely Planet Marokko; inwander.io' },
      source:
        'Lonely Planet Morocco (issuhub.com copy, undated): "Grands taxis from any stand charge a set fare of Dh120"; inwander.io, "How to get from Fes to Fes Saiss airport" (undated).',
      date: 'undated',
    },
    toAirport: {
      kind: 'fixed',
      vehicle: 'grand',
      priceMad: 120,
      nightPriceMad: null,
      note: { en: 'The same set fare; stepping out of babylon (2019) reports 120 to 150 DH.', fr: 'Le même tarif fixe ; stepping out of babylon (2019) indique 120 à 150 DH.', es: 'La misma tarifa fija; stepping out of babylon (2019) indica de 120 a 150 DH.', de: 'Derselbe feste Tarif; stepping out of babylon (2019) nennt 120 bis 150 DH.' },
      cite: { en: 'Lonely Planet Morocco; stepping out of babylon (April 2019)', fr: 'Lonely Planet Maroc ; stepping out of babylon (avril 2019)', es: 'Lonely Planet Marruecos; stepping out of babylon (abril de 2019)', de: 'Lonely Planet Marokko; stepping out of babylon (April 2019)' },
      source: 'Lonely Planet Morocco (undated); steppingoutofbabylon.com, "How to go from Fes to the airport" (April 2019).',
      date: '2019-04',
    },
    alternatives: [
      {
        mode: 'bus',
        name: { en: 'City line 16 (airport – train station)', fr: 'Ligne urbaine 16 (aéroport – gare)', es: 'Línea urbana 16 (aeropuerto – estación de tren)', de: 'Stadtlinie 16 (Flughafen – Bahnhof)' },
        priceMad: 4,
        note: { en: 'About every 30 to 60 minutes, no fixed timetable; the stop near the station is unmarked.', fr: 'Environ toutes les 30 à 60 minutes, sans horaire fixe ; l’arrêt près de la gare n’est pas signalé.', es: 'Aproximadamente cada 30 a 60 minutos, sin horario fijo; la parada cerca de la estación no está señalizada.', de: 'Etwa alle 30 bis 60 Minuten, ohne festen Fahrplan; die Haltestelle nahe dem Bahnhof ist nicht gekennzeichnet.' },
        source: 'steppingoutofbabylon.com (April 2019) and inwander.io (undated): 4 DH.',
        date: '2019-04',
      },
    ],
  },
  {
    placeId: 'agadir:al-massira-airport',
    city: 'agadir',
    iata: 'AGA',
    name: { en: 'Agadir Al Massira', fr: 'Agadir Al Massira', es: 'Agadir Al Massira', de: 'Agadir Al Massira' },
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
      note: { en: 'Grands taxis at prices posted on a board by the desk inside the terminal; reported at 150 DH by day and 200 DH after 20:00 to the Secteur Touristique, plus 20 DH for luggage (2012), 170 and 200 DH in an undated report: check the board.', fr: 'Grands taxis aux prix affichés sur un panneau près du guichet, dans le terminal ; rapportés à 150 DH le jour et 200 DH après 20:00 jusqu’au Secteur Touristique, plus 20 DH pour les bagages (2012), 170 et 200 DH dans un article non daté : vérifiez le panneau.', es: 'Grands taxis a precios expuestos en un panel junto al mostrador, dentro de la terminal; se informó de 150 DH de día y 200 DH después de las 20:00 hasta el Secteur Touristique, más 20 DH por el equipaje (2012), y de 170 y 200 DH en un informe sin fecha: compruebe el panel.', de: 'Grands taxis zu Preisen, die auf einer Tafel am Schalter im Terminal ausgehängt sind; berichtet wurden 150 DH tagsüber und 200 DH nach 20:00 Uhr bis zum Secteur Touristique, plus 20 DH für Gepäck (2012), 170 und 200 DH in einem undatierten Bericht: prüfen Sie die Tafel.' },
      cite: { en: 'Sud Aventures Tours (2012); Infos du voyageur (undated)', fr: 'Sud Aventures Tours (2012) ; Infos du voyageur (non daté)', es: 'Sud Aventures Tours (2012); Infos du voyageur (sin fecha)', de: 'Sud Aventures Tours (2012); Infos du voyageur (undatiert)' },
      source:
        'Sud Aventures Tours, "Getting to Agadir from the airport" (21 June 2012); Infos du voyageur, "Location de voiture à l’aéroport d’Agadir" (undated).',
      date: '2012-06-21',
    },
    toAirport: {
      kind: 'fixed',
      vehicle: 'grand',
      priceMad: null,
      nightPriceMad: null,
      note: { en: 'Only grands taxis go to the airport: petits taxis may not leave the city.', fr: 'Seuls les grands taxis vont à l’aéroport : les petits taxis n’ont pas le droit de sortir de la ville.', es: 'Solo los grands taxis van al aeropuerto: los petits taxis no pueden salir de la ciudad.', de: 'Nur Grands taxis fahren zum Flughafen: Petits taxis dürfen die Stadt nicht verlassen.' },
      cite: { en: 'Sud Aventures Tours (June 2012); Diarios de un fotógrafo de viajes (April 2016)', fr: 'Sud Aventures Tours (juin 2012) ; Diarios de un fotógrafo de viajes (avril 2016)', es: 'Sud Aventures Tours (junio de 2012); Diarios de un fotógrafo de viajes (abril de 2016)', de: 'Sud Aventures Tours (Juni 2012); Diarios de un fotógrafo de viajes (April 2016)' },
      source:
        'Sud Aventures Tours (2012); Diarios de un fotógrafo de viajes, "Taxis en Agadir" (April 2016): petits taxis "no están autorizados para salir de la ciudad".',
      date: '2012-06-21',
    },
    alternatives: [],
  },
  {
    placeId: 'rabat:rabat-sale-airport',
    city: 'rabat',
    iata: 'RBA',
    name: { en: 'Rabat-Salé', fr: 'Rabat-Salé', es: 'Rabat-Salé', de: 'Rabat-Salé' },
    petitTaxis: { serve: 'unknown', source: 'No report found.', date: 'undated' },
    petitTaxisDropOff: { serve: 'unknown', source: 'No report found.', date: 'undated' },
    fromAirport: {
      kind: 'unknown',
      note: { en: 'No published airport fare was found: ask for the meter or check the price posted at the desk.', fr: 'Aucun tarif publié pour l’aéroport n’a été trouvé : demandez le compteur ou vérifiez le prix affiché au guichet.', es: 'No se encontró ninguna tarifa publicada para el aeropuerto: pida el taxímetro o compruebe el precio expuesto en el mostrador.', de: 'Es wurde kein veröffentlichter Flughafentarif gefunden: Bitten Sie um das Taxameter oder prüfen Sie den am Schalter ausgehängten Preis.' },
      cite: NO_REPORT,
      source: 'No report found.',
      date: 'undated',
    },
    toAirport: { kind: 'unknown', note: { en: 'No published airport fare was found: ask for the meter.', fr: 'Aucun tarif publié pour l’aéroport n’a été trouvé : demandez le compteur.', es: 'No se encontró ninguna tarifa publicada para el aeropuerto: pida el taxímetro.', de: 'Es wurde kein veröffentlichter Flughafentarif gefunden: Bitten Sie um das Taxameter.' }, cite: NO_REPORT, source: 'No report found.', date: 'undated' },
    alternatives: [],
  },
  {
    placeId: 'tangier:ibn-battouta-airport',
    city: 'tangier',
    iata: 'TNG',
    name: { en: 'Tangier Ibn Battouta', fr: 'Tanger Ibn Battouta', es: 'Tánger Ibn Battouta', de: 'Tanger Ibn Battouta' },
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
      note: { en: 'Grands taxis at the curb in front of the terminal, 24 hours a day, at a price fixed by the government; the amount was not found in a source read here.', fr: 'Grands taxis au bord du trottoir devant le terminal, 24 heures sur 24, à un prix fixé par l’État ; le montant n’a été trouvé dans aucune source lue ici.', es: 'Grands taxis junto a la acera frente a la terminal, las 24 horas del día, a un precio fijado por el gobierno; el importe no se encontró en ninguna fuente consultada aquí.', de: 'Grands taxis am Bordstein vor dem Terminal, 24 Stunden am Tag, zu einem von der Regierung festgesetzten Preis; der Betrag fand sich in keiner hier gelesenen Quelle.' },
      cite: TNG_CITE,
      source: `${TNG_WIKIPEDIA}: "Grand Taxis are available 24 hours a day at the curb in front of the terminal. The price of these taxis is fixed by the Moroccan Government."`,
      date: 'undated',
    },
    toAirport: {
      kind: 'unknown',
      note: { en: 'Petits taxis may drop passengers at the terminal (on the meter); no published fare to the airport was found.', fr: 'Les petits taxis peuvent déposer des passagers au terminal (au compteur) ; aucun tarif publié vers l’aéroport n’a été trouvé.', es: 'Los petits taxis pueden dejar pasajeros en la terminal (con taxímetro); no se encontró ninguna tarifa publicada hacia el aeropuerto.', de: 'Petits taxis dürfen Fahrgäste am Terminal absetzen (mit Taxameter); ein veröffentlichter Tarif zum Flughafen wurde nicht gefunden.' },
      cite: TNG_CITE,
      source: `${TNG_WIKIPEDIA}: "Small local taxis may drop off passengers"; "There are no bus routes that serve the airport directly."`,
      date: 'undated',
    },
    alternatives: [],
  },
  {
    placeId: 'essaouira:mogador-airport',
    city: 'essaouira',
    iata: 'ESU',
    name: { en: 'Essaouira-Mogador', fr: 'Essaouira-Mogador', es: 'Essaouira-Mogador', de: 'Essaouira-Mogador' },
    petitTaxis: { serve: 'unknown', source: 'No report found.', date: 'undated' },
    petitTaxisDropOff: { serve: 'unknown', source: 'No report found.', date: 'undated' },
    fromAirport: {
      kind: 'unknown',
      note: { en: 'No published airport fare was found: check the price posted at the desk.', fr: 'Aucun tarif publié pour l’aéroport n’a été trouvé : vérifiez le prix affiché au guichet.', es: 'No se encontró ninguna tarifa publicada para el aeropuerto: compruebe el precio expuesto en el mostrador.', de: 'Es wurde kein veröffentlichter Flughafentarif gefunden: Prüfen Sie den am Schalter ausgehängten Preis.' },
      cite: NO_REPORT,
      source: 'No report found.',
      date: 'undated',
    },
    toAirport: { kind: 'unknown', note: { en: 'No published airport fare was found: ask for the meter.', fr: 'Aucun tarif publié pour l’aéroport n’a été trouvé : demandez le compteur.', es: 'No se encontró ninguna tarifa publicada para el aeropuerto: pida el taxímetro.', de: 'Es wurde kein veröffentlichter Flughafentarif gefunden: Bitten Sie um das Taxameter.' }, cite: NO_REPORT, source: 'No report found.', date: 'undated' },
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
