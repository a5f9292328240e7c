import { estimateFare } from '@mizan/domain/fare/fare';
import type { GpsReading } from '@mizan/domain/meter/gps-reading';
import type { Tariff } from '@mizan/domain/fare/tariff';
import { withVibration } from './motion';
import { addNoise } from './noise';
import { createRng } from './prng';
import type { Rng } from './prng';
import { simulateRoute, simulateStill } from './route';
import type { Scenario } from './scenarios';

export interface SimulatedTrip {
  readings: GpsReading[];
  truth: { distanceMeters: number; waitingSeconds: number; fareCentimes: number; night: boolean };
}

// Morocco's 2026 clock, written out by hand so the benchmark checks the engine's Intl-based night clock
// against an independent source: UTC+1, except UTC+0 from 15 Feb 02:00 UTC to 22 Mar 02:00 UTC (Ramadan).
const RAMADAN_2026 = [Date.parse('2026-02-15T02:00:00Z'), Date.parse('2026-03-22T02:00:00Z')] as const;

export function moroccoHour(ms: number): number {
  const offsetHours = ms >= RAMADAN_2026[0] && ms < RAMADAN_2026[1] ? 0 : 1;
  return new Date(ms + offsetHours * 3_600_000).getUTCHours();
}

/** Start instants spread over 2026, a third of them within minutes of 21:00 or 06:00 local. */
function startInstant(rng: Rng): number {
  const day = Date.parse('2026-01-01T00:00:00Z') + Math.floor(rng.uniform(0, 365)) * 86_400_000;
  const offsetHours = day >= RAMADAN_2026[0] && day < RAMADAN_2026[1] ? 0 : 1;
  const near = rng.next();
  const localMinutes =
    near < 0.17
      ? 21 * 60 + rng.uniform(-3, 3)
      : near < 0.33
        ? 6 * 60 + rng.uniform(-3, 3)
        : rng.uniform(0, 24 * 60);
  return Math.round(day + (localMinutes - offsetHours * 60) * 60_000);
}

export function simulateTrip(scenario: Scenario, seed: number, tariff: Tariff): SimulatedTrip {
  const rng = createRng(seed);
  const start = startInstant(rng);
  const route = scenario.stillSeconds
    ? simulateStill(rng, start, scenario.stillSeconds)
    : simulateRoute(rng, start, rng.uniform(1000, 15000));
  const hour = moroccoHour(start);
  const night = hour >= 21 || hour < 6;
  const fare = estimateFare({
    distanceMeters: route.distanceMeters,
    waitingSeconds: route.waitingSeconds,
    tariff,
    night,
  });
  const { points } = route;
  // The speed during the second that ends at each point.
  const speedAt = (ms: number) =>
    points[Math.min(points.length - 1, Math.max(0, Math.ceil((ms - points[0]!.t) / 1000)))]!.speed;
  return {
    readings: withVibration(seed, addNoise(rng, points, scenario.noise), speedAt, {
      still: Boolean(scenario.stillSeconds),
    }),
    truth: {
      distanceMeters: route.distanceMeters,
      waitingSeconds: route.waitingSeconds,
      fareCentimes: fare.total,
      night,
    },
  };
}
