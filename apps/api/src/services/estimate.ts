import type { AirportAnswer, AirportFare, EstimateResponse } from '@mizan/contracts/taxi';
import { CITY_ALIASES, CITY_SLUGS } from '@mizan/domain/places/city';
import type { CitySlug } from '@mizan/domain/places/city';
import { haversineMeters, isValidLatLng } from '@mizan/domain/geo/distance';
import type { LatLng } from '@mizan/domain/geo/distance';
import { isNightAt } from '@mizan/domain/night/night';
import { slugify } from '@mizan/domain/text/slug';
import type { Language } from '@mizan/domain/text/language';
import { cityArea, cityAt } from '@mizan/data/city-areas';
import { airportByPlaceId, airportNear, petitTaxisOn, zoneFor } from '@mizan/data/airports';
import type { AirportFacts, AirportTaxiFare } from '@mizan/data/airports';
import { tariffFor } from '@mizan/data/tariffs';
import { HttpError } from '../http-error';
import type { PlacesProvider, ResolvedPlace } from '../providers/places/places-provider';
import type { RoutingProvider } from '../providers/routing/routing-provider';
import type { Access } from './access';
import { withDeadline } from '../providers/with-deadline';
import { fareBand } from './estimate-range';

interface EstimateDeps {
  places: PlacesProvider;
  routing: RoutingProvider;
  /** The instant the trip starts: decides the day or night tariff in Africa/Casablanca time. */
  now: Date;
  /** Per provider call. */
  timeoutMs: number;
  /** The visitor's language: the ends are named in it when the provider can (the card's From and To). */
  lang?: Language;
}

export type TripEstimate = EstimateResponse;

type End = 'departure' | 'arrival';

interface TripEnd {
  place: ResolvedPlace;
  /** Our slug when the point lies in one of our cities (or the provider names one of them). */
  slug: CitySlug | null;
  /** The city as written in addresses, when known. */
  cityName: string | null;
}

function slugOfName(name: string | null): CitySlug | null {
  if (!name) return null;
  const key = slugify(name);
  if ((CITY_SLUGS as readonly string[]).includes(key)) return key as CitySlug;
  return CITY_ALIASES[key] ?? null;
}

// "31.625800, -7.989100": what the screen sends after 'use my location' (spec 8 fills the field with it too).
const COORDINATES = /^(-?\d{1,2}(?:\.\d{1,15})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,15})?)$/;

function parseCoordinates(text: string): LatLng | null {
  const match = COORDINATES.exec(text.trim());
  if (!match) return null;
  const point = { lat: Number(match[1]), lng: Number(match[2]) };
  return isValidLatLng(point) ? point : null;
}

async function placeAt(deps: EstimateDeps, location: LatLng, text: string): Promise<ResolvedPlace> {
  const places = deps.places;
  // The address only labels the card: a point is enough to route, so a failed lookup falls back to the numbers.
  const found = await withDeadline(places.name, deps.timeoutMs, (signal) =>
    places.reverseGeocode(location, { lang: deps.lang, signal }),
  ).catch(() => null);
  const city = found?.components.find((c) => c.types.includes('locality'))?.longName ?? null;
  return {
    placeId: text,
    name: found?.formattedAddress ?? text,
    formattedAddress: found?.formattedAddress ?? text,
    location,
    city,
    nameAr: null,
  };
}

/**
 * The arrival as a Moroccan driver reads it in Latin letters (the driver view), whatever the visitor's language:
 * drivers read Arabic and French, not the German or Spanish name. A position is looked up again in French.
 */
async function driverAddress(deps: EstimateDeps, end: TripEnd): Promise<string> {
  if (end.place.addressFr) return end.place.addressFr;
  const point = parseCoordinates(end.place.placeId);
  if (!point || deps.lang === 'fr') return end.place.formattedAddress;
  return (await placeAt({ ...deps, lang: 'fr' }, point, end.place.placeId)).formattedAddress;
}

/** An end of the trip, or null when nothing matches its text. */
async function findEnd(deps: EstimateDeps, text: string, near?: LatLng): Promise<TripEnd | null> {
  const places = deps.places;
  const point = parseCoordinates(text);
  const place = point
    ? await placeAt(deps, point, text)
    : await withDeadline(places.name, deps.timeoutMs, (signal) =>
        places.resolve(text, { near, lang: deps.lang, signal }),
      );
  if (!place) return null;
  // Where the point lies beats what the provider calls the city: that is what the meter's tariff follows.
  const slug = cityAt(place.location) ?? slugOfName(place.city);
  return { place, slug, cityName: slug ? cityArea(slug).displayName : place.city };
}

// The code names the end (ADR 010, 2026-11-26), so the screen says which address and shows it at that field.
function notFound(end: End, text: string): HttpError {
  const label = end === 'departure' ? 'Departure' : 'Arrival';
  return new HttpError(
    404,
    `${end}_not_found`,
    `${label} address not found: "${text}". Pick a suggestion or type a known place nearby.`,
  );
}

/** The airport an end is: by its gazetteer id, else by lying within reach of a terminal. */
function airportOf(end: TripEnd): { airport: AirportFacts; terminal: LatLng } | null {
  const byId = airportByPlaceId(end.place.placeId);
  if (byId) return { airport: byId, terminal: end.place.location };
  return airportNear(end.place.location);
}

function fareAt(fare: AirportTaxiFare, straightLineKm: number): AirportFare {
  if (fare.kind === 'zones') {
    const zone = zoneFor(fare.zones, straightLineKm);
    const last = fare.zones[fare.zones.length - 1];
    if (!zone) return { kind: 'beyond-zones', straightLineKm, lastZoneToKm: last?.toKm ?? 0 };
    return {
      kind: 'zone',
      zone: zone.zone,
      fromKm: zone.fromKm,
      toKm: zone.toKm,
      priceMad: zone.priceMad,
      straightLineKm,
      plusDeskFee: fare.plusDeskFee,
    };
  }
  if (fare.kind === 'fixed')
    return {
      kind: 'fixed',
      vehicle: fare.vehicle,
      priceMad: fare.priceMad,
      nightPriceMad: fare.nightPriceMad,
    };
  return { kind: 'unknown' };
}

/**
 * What applies on a ride to or from an airport (issue 17): the zone or fixed fare of the direction, whether
 * petits taxis serve it in that direction (pick up there, or drop off there), the alternatives. Null when neither end is an airport.
 */
function airportAnswer(from: TripEnd, to: TripEnd): AirportAnswer | null {
  const leaving = airportOf(from);
  const found = leaving ?? airportOf(to);
  if (!found) return null;
  const direction = leaving ? 'from' : 'to';
  const other = direction === 'from' ? to : from;
  const facts = found.airport;
  const data = direction === 'from' ? facts.fromAirport : facts.toAirport;
  // Zones go by the straight line from the terminal, to 0.1 km as the screen shows it.
  const straightLineKm = Math.round(haversineMeters(found.terminal, other.place.location) / 100) / 10;
  return {
    iata: facts.iata,
    name: facts.name,
    direction,
    petitTaxis: petitTaxisOn(facts, direction).serve,
    fare: fareAt(data, straightLineKm),
    note: data.note,
    source: data.source,
    cite: data.cite,
    date: data.date,
    alternatives: facts.alternatives.map(({ mode, name, priceMad, note, source, date }) => ({
      mode,
      name,
      priceMad,
      note,
      source,
      date,
    })),
  };
}

/** The airport's own price for this ride when one is known, at night the night price where there is one. */
function airportPrice(answer: AirportAnswer | null, night: boolean): number | null {
  const fare = answer?.fare;
  if (fare?.kind === 'zone') return fare.priceMad;
  if (fare?.kind === 'fixed') return (night ? fare.nightPriceMad : null) ?? fare.priceMad;
  return null;
}

function sameCity(a: TripEnd, b: TripEnd): boolean {
  if (a.slug || b.slug) return a.slug === b.slug;
  if (a.cityName && b.cityName) return slugify(a.cityName) === slugify(b.cityName);
  return true;
}

/**
 * One petit-taxi estimate: both ends resolved, one city, the routed distance and time, the city tariff (or
 * the standard one) at the tariff of the moment. Throws HttpError 404 for an address nothing matches, 422 for
 * a trip across cities (petits taxis stay in their city), ProviderError when a provider fails.
 */
async function estimateTrip(deps: EstimateDeps, depart: string, arrivee: string): Promise<TripEstimate> {
  let [from, to] = await Promise.all([findEnd(deps, depart), findEnd(deps, arrivee)]);
  // An end that names only a kind of place ("airport", "la gare") is read in the other end's city.
  if (!from && to) from = await findEnd(deps, depart, to.place.location);
  if (!to && from) to = await findEnd(deps, arrivee, from.place.location);
  if (!from) throw notFound('departure', depart);
  if (!to) throw notFound('arrival', arrivee);
  if (!sameCity(from, to)) {
    // Many names exist in several cities (Bab Doukkala: Marrakech and Essaouira). Typed without a city, an end
    // is read near the other one before the trip is called cross-city; a placeId or a position stays as it is.
    const arrivalNear = await findEnd(deps, arrivee, from.place.location);
    if (arrivalNear && sameCity(from, arrivalNear)) to = arrivalNear;
    else {
      const departureNear = await findEnd(deps, depart, to.place.location);
      if (departureNear && sameCity(departureNear, to)) from = departureNear;
    }
  }
  if (!sameCity(from, to)) {
    throw new HttpError(
      422,
      'cross_city',
      `The departure is in ${from.cityName ?? 'one city'} and the arrival in ${to.cityName ?? 'another'}: a petit taxi only runs inside one city. Estimate each part within its city.`,
    );
  }
  const routing = deps.routing;
  const route = await withDeadline(routing.name, deps.timeoutMs, (signal) =>
    routing.route(from.place.location, to.place.location, { signal }),
  );
  const slug = from.slug ?? to.slug;
  const { tariff, isStandard } = tariffFor(slug ?? '');
  const night = isNightAt(deps.now.getTime(), tariff);
  const band = fareBand(route.distanceMeters, route.durationSeconds, tariff, night);
  const airport = airportAnswer(from, to);
  // A fixed or zone price replaces the meter's band: that is what the desk and the driver charge.
  const fixed = airportPrice(airport, night);
  const arriveeFr = await driverAddress(deps, to);
  return {
    prix: fixed ?? band.prix,
    distance: route.distanceMeters / 1000,
    duree: route.durationSeconds / 60,
    ville: from.cityName ?? to.cityName ?? 'Morocco',
    tarif: night ? 'Night' : 'Day',
    depart: from.place.formattedAddress,
    arrivee: to.place.formattedAddress,
    departAr: from.place.nameAr,
    arriveeAr: to.place.nameAr,
    arriveeFr,
    standardTariff: isStandard,
    range: fixed === null ? { low: band.low, high: band.high } : { low: fixed, high: fixed },
    tariff: {
      name: tariff.name,
      citation: tariff.citation,
      source: tariff.source,
      effectiveFrom: tariff.effectiveFrom,
    },
    airport,
  };
}

export interface Estimator {
  /**
   * The paywall's check before any provider work (402 at once when exhausted), the estimate, then one free
   * use spent only on success: a typo in an address never burns the free estimate.
   */
  estimate(ownerId: string, depart: string, arrivee: string, lang?: Language): Promise<TripEstimate>;
}

export function createEstimator(deps: {
  places: PlacesProvider;
  routing: RoutingProvider;
  access: Access;
  now: () => Date;
  timeoutMs: number;
}): Estimator {
  return {
    async estimate(ownerId, depart, arrivee, lang) {
      const grant = await deps.access.check(ownerId, 'taxi-estimate');
      const trip = await estimateTrip({ ...deps, now: deps.now(), lang }, depart, arrivee);
      await deps.access.spend(ownerId, 'taxi-estimate', grant);
      return trip;
    },
  };
}
