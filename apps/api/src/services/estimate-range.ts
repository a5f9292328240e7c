import { centimesToMad, estimateFare } from '@mizan/domain/fare/fare';
import type { Tariff } from '@mizan/domain/fare/tariff';

// A route gives a distance and a driving time, but the meter also charges waiting (below 5 km/h, spec 5) and
// drivers rarely follow the router's exact line. The estimate is therefore a band; its three points are
// assumptions of this product, not measured Moroccan traffic figures, and are said to be estimates on screen:
// - low: the routed distance in fluid traffic (no waiting);
// - prix: the routed distance with a quarter of the driving time spent at lights and in jams;
// - high: a 10% longer way round (one-way medina loops, a blocked street) with 60% of the time waiting.
const CENTRAL_WAITING_SHARE = 0.25;
const HIGH_WAITING_SHARE = 0.6;
const HIGH_DETOUR = 1.1;

export interface FareBand {
  low: number;
  prix: number;
  high: number;
}

/** The estimated fare and its band, MAD with 2 decimals, for a routed trip under a tariff. */
export function fareBand(distanceMeters: number, durationSeconds: number, tariff: Tariff, night: boolean): FareBand {
  const fare = (meters: number, waitingSeconds: number) =>
    centimesToMad(estimateFare({ distanceMeters: meters, waitingSeconds, tariff, night }).total);
  return {
    low: fare(distanceMeters, 0),
    prix: fare(distanceMeters, durationSeconds * CENTRAL_WAITING_SHARE),
    high: fare(distanceMeters * HIGH_DETOUR, durationSeconds * HIGH_WAITING_SHARE),
  };
}
