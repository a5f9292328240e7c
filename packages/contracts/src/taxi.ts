import { z } from 'zod';
import { LANGUAGES } from '@mizan/domain/text/language';
import { withCsrf } from './csrf';
import { MAX_ADDRESS_LENGTH } from './taxi-limits';
import { text } from './text';

// The taxi fare estimator's calls (spec 3 "Taxi estimate", "Autocomplete prediction", spec 7).

// Query strings arrive as text: a plain decimal number within the bound, so "", "abc" and "1e999" are refused
// rather than read as 0, NaN or Infinity.
const coordinate = (bound: number) =>
  text()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/, 'must be a decimal number')
    .transform(Number)
    .pipe(z.number().min(-bound).max(bound));
const latitude = coordinate(90);
const longitude = coordinate(180);

/** The visitor's language: a place is named as it is known in it when the gazetteer marks that spelling. */
const lang = z.enum(LANGUAGES).optional();

export const autocompleteQuery = z
  .object({
    input: text().max(MAX_ADDRESS_LENGTH),
    lat: latitude.optional(),
    lng: longitude.optional(),
    lang,
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    message: 'lat and lng go together',
    path: ['lat'],
  });
export type AutocompleteQuery = z.infer<typeof autocompleteQuery>;

export const autocompletePrediction = z.object({ description: z.string(), placeId: z.string() });
export type AutocompletePrediction = z.infer<typeof autocompletePrediction>;

export const autocompleteResponse = z.object({ predictions: z.array(autocompletePrediction) });
export type AutocompleteResponse = z.infer<typeof autocompleteResponse>;

const address = text().trim().min(1, 'is required').max(MAX_ADDRESS_LENGTH);

/** Each end is free text typed by the visitor or a placeId from autocomplete. */
export const estimateRequest = withCsrf({ depart: address, arrivee: address, lang });
export type EstimateRequest = z.infer<typeof estimateRequest>;

export const TARIFS = ['Day', 'Night'] as const;
export type Tarif = (typeof TARIFS)[number];

/** The tariff the estimate used and where its figures come from (issue 17). */
export const tariffInfo = z.object({
  /** "Fès", or "Standard" for a city without a tariff of its own. */
  name: z.string(),
  /** Short, for the card: "arrêté n° 25, 2023". */
  citation: z.string(),
  /** Which components come from decisions or reports and which from the product specification. */
  source: z.string(),
  effectiveFrom: z.string(),
});
export type TariffInfo = z.infer<typeof tariffInfo>;

const mad = z.number().nonnegative();

/** What applies on a ride to or from an airport, instead of (or beside) the meter. */
export const airportFare = z.discriminatedUnion('kind', [
  /** A fixed price by straight-line distance zone from the airport (Marrakech Menara). */
  z.object({
    kind: z.literal('zone'),
    zone: z.number().int().positive(),
    fromKm: z.number().nonnegative(),
    toKm: z.number().positive(),
    priceMad: mad,
    straightLineKm: z.number().nonnegative(),
    /** The official desk adds its fee to the zone price. */
    plusDeskFee: z.boolean(),
  }),
  /** Beyond the last zone: the price is the desk's. */
  z.object({
    kind: z.literal('beyond-zones'),
    straightLineKm: z.number().nonnegative(),
    lastZoneToKm: z.number(),
  }),
  /** A fixed price, or one posted at the desk that we do not know (priceMad null). */
  z.object({
    kind: z.literal('fixed'),
    vehicle: z.enum(['petit', 'grand']),
    priceMad: mad.nullable(),
    nightPriceMad: mad.nullable(),
  }),
  /** Nothing published was found. */
  z.object({ kind: z.literal('unknown') }),
]);
export type AirportFare = z.infer<typeof airportFare>;

/** A text in every interface language (ADR 018, 2026-11-26): the card shows the visitor's. */
const localizedText = z.record(z.enum(LANGUAGES), z.string());

export const airportAlternative = z.object({
  mode: z.enum(['bus', 'train', 'shuttle']),
  name: localizedText,
  priceMad: mad.nullable(),
  /** How often it runs, other prices (the return fare, first class). */
  note: localizedText,
  source: z.string(),
  date: z.string(),
});
export type AirportAlternative = z.infer<typeof airportAlternative>;

export const airportAnswer = z.object({
  iata: z.string(),
  name: localizedText,
  /** The ride leaves the airport ('from') or goes to it ('to'). */
  direction: z.enum(['from', 'to']),
  /** Whether petits taxis serve the ride's direction: pick up at the airport ('from'), drop off there ('to'). */
  petitTaxis: z.enum(['yes', 'no', 'unknown']),
  fare: airportFare,
  /** The fare's own note, from the data. */
  note: localizedText,
  /** The source as read, in English: titles and quotes as published. */
  source: z.string(),
  /** The source cited short, in every interface language: what the card shows. */
  cite: localizedText,
  /** The source's date, or 'undated'. */
  date: z.string(),
  alternatives: z.array(airportAlternative),
});
export type AirportAnswer = z.infer<typeof airportAnswer>;

export const estimateResponse = z.object({
  /** The estimated fare, MAD with 2 decimals. */
  prix: z.number().nonnegative(),
  /** Route distance, km. */
  distance: z.number().nonnegative(),
  /** Route duration, minutes. */
  duree: z.number().nonnegative(),
  /** The city whose tariff was applied, as written in addresses. */
  ville: z.string(),
  tarif: z.enum(TARIFS),
  /** The resolved departure and arrival, as the places provider writes them. */
  depart: z.string(),
  arrivee: z.string(),
  /** Names in Arabic script for the "show the driver" view, when the provider knows them. */
  departAr: z.string().nullable(),
  arriveeAr: z.string().nullable(),
  /** The arrival in Latin letters for a Moroccan driver, whatever the visitor's language: its French name if known. */
  arriveeFr: z.string(),
  /** True when the city has no tariff of its own and the standard tariff was used. */
  standardTariff: z.boolean(),
  /**
   * What the meter should plausibly show, MAD: fluid traffic (low) to heavy traffic and a longer way round (high).
   * For an airport ride with a known fixed or zone price, that price (low = high = prix).
   */
  range: z.object({ low: z.number().nonnegative(), high: z.number().nonnegative() }),
  /** The city tariff the meter figures use, named with its source. */
  tariff: tariffInfo,
  /** Set when one end is an airport: what really applies there. */
  airport: airportAnswer.nullable(),
});
export type EstimateResponse = z.infer<typeof estimateResponse>;

export const reverseGeocodeQuery = z.object({ lat: latitude, lng: longitude, lang });
export type ReverseGeocodeQuery = z.infer<typeof reverseGeocodeQuery>;

export const addressComponent = z.object({ long_name: z.string(), types: z.array(z.string()) });

export const reverseGeocodeResponse = z.object({
  status: z.enum(['OK', 'ZERO_RESULTS']),
  results: z.array(
    z.object({ formatted_address: z.string(), address_components: z.array(addressComponent) }),
  ),
});
export type ReverseGeocodeResponse = z.infer<typeof reverseGeocodeResponse>;
