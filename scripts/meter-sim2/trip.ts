import { estimateFare } from '@mizan/domain/fare/fare';
import type { Tariff } from '@mizan/domain/fare/tariff';
import { createRng } from '../meter-sim/prng';
import type { Rng } from '../meter-sim/prng';
import { withVibration } from '../meter-sim/motion';
import { moroccoHour } from '../meter-sim/trip';
import type { SimulatedTrip } from '../meter-sim/trip';
import { addDrift, receive } from './noise';
import type { ReceiverDraws } from './noise';
import { SAMPLE_MS, simulatePath, simulateStillPhone } from './route';
import type { TrueSample } from './route';
import type { Scenario2 } from './scenarios';

/**
 * Start instants: any minute of 2026 (UTC), with a quarter of them within 2 minutes either side of 21:00 or
 * 06:00 local as the hand-written 2026 clock gives it, including the days the clock changes.
 */
function startInstant(rng: Rng): number {
  const anyMinute = Date.parse('2026-01-01T00:00:00Z') + Math.floor(rng.uniform(0, 365 * 1440)) * 60_000;
  if (!rng.chance(0.25)) return anyMinute;
  const boundaryHour = rng.chance(0.5) ? 21 : 6;
  const day = anyMinute - (anyMinute % 86_400_000);
  // Local boundary to UTC: try both offsets of the year and keep the one the clock agrees with.
  for (const offset of [1, 0]) {
    const at = day + (boundaryHour - offset) * 3_600_000;
    if (moroccoHour(at) === boundaryHour) return Math.round(at + rng.uniform(-120, 120) * 1000);
  }
  return anyMinute;
}

export function simulateTrip2(scenario: Scenario2, seed: number, tariff: Tariff): SimulatedTrip {
  return simulateTrip2WithPath(scenario, seed, tariff).trip;
}

/** The trip and its true path (a sample every 0.1 s), for traces that compare the meter with the truth. */
export function simulateTrip2WithPath(
  scenario: Scenario2,
  seed: number,
  tariff: Tariff,
): { trip: SimulatedTrip; samples: TrueSample[]; draws: ReceiverDraws } {
  const rng = createRng(seed ^ 0x5eed2);
  const start = startInstant(rng);
  const path = scenario.still
    ? simulateStillPhone(rng, start, scenario.still.seconds)
    : simulatePath(rng, start, rng.uniform(800, 14000), scenario.streets);
  let draws: ReceiverDraws | undefined;
  const received = receive(rng, path.samples, scenario.receiver, (d) => (draws = d));
  const drifted = scenario.still ? addDrift(rng, received, scenario.still.driftMeters) : received;
  const { samples } = path;
  const speedAt = (ms: number) =>
    samples[Math.min(samples.length - 1, Math.max(0, Math.round((ms - samples[0]!.t) / SAMPLE_MS)))]!.speed;
  const readings = withVibration(seed, drifted, speedAt, { still: Boolean(scenario.still) });
  const hour = moroccoHour(start);
  const night = hour >= 21 || hour < 6;
  const fare = estimateFare({
    distanceMeters: path.distanceMeters,
    waitingSeconds: path.waitingSeconds,
    tariff,
    night,
  });
  return {
    trip: {
      readings,
      truth: {
        distanceMeters: path.distanceMeters,
        waitingSeconds: path.waitingSeconds,
        fareCentimes: fare.total,
        night,
      },
    },
    samples: path.samples,
    draws: draws!,
  };
}
