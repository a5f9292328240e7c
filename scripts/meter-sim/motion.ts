import type { GpsReading } from '@mizan/domain/meter/gps-reading';
import { createRng } from './prng';
import type { Rng } from './prng';

/**
 * The phone's motion sensor as the web meter gives it to the engine (issue 16, round 7): on each fix, the RMS
 * of the acceleration about its mean over the time since the previous fix (`GpsReading.vibration`), m/s².
 * Both generators use it; its draws come from their own seed, so the fixes are the same trips with or
 * without it. Figures (ADR 007, round 7, gives the sources):
 * - a phone lying still reads its accelerometer's noise: 80-400 µg/√Hz (data sheets of the MEMS parts
 *   phones carry, e.g. ST LSM6DSL 80-90, Bosch BMI160 180; older phones more) over the ~30 Hz band of a
 *   60 Hz motion stream, on three axes: 0.008-0.04 m/s²; now and then it is touched or its table knocked:
 *   0.3-2 m/s² for 1-3 s, about every 5 minutes;
 * - in a taxi, the seat's vibration while driving, 0.3-0.5 m/s² (frequency-weighted, ISO 2631-1, mean over
 *   passenger cars on ordinary roads), is the level at 10 m/s and above; it grows as the square root of
 *   the speed below (the road's input falls with speed), so a crawl at 1 m/s gives a third of it; how the
 *   phone sits (a holder, the seat, a pocket, a hand) scales it by 0.5-1.5 per trip;
 * - an idling engine adds 0.02-0.15 m/s² while the taxi stands: an assumption, no figure for a phone in a
 *   standing car was found; low enough that some taxis at a light read as quiet as a phone on a table.
 */
export interface MotionModel {
  /** A phone lying still (not in a taxi) instead of a ride. */
  still: boolean;
}

const SENSOR_NOISE: [number, number] = [0.008, 0.04];
const BUMP_EVERY_S = 300;
const BUMP_SECONDS: [number, number] = [1, 3];
const BUMP_LEVEL: [number, number] = [0.3, 2];
const SEAT_DRIVING: [number, number] = [0.3, 0.5];
const FULL_ROAD_MPS = 10;
const MOUNTING: [number, number] = [0.5, 1.5];
const IDLE: [number, number] = [0.02, 0.15];

/** Per second of the trip, the mean square acceleration the sensor sees. */
function secondLevels(rng: Rng, seconds: number, speedAt: (s: number) => number, model: MotionModel) {
  const noise = rng.uniform(...SENSOR_NOISE);
  const seat = rng.uniform(...SEAT_DRIVING) * rng.uniform(...MOUNTING);
  const idle = rng.uniform(...IDLE);
  const squares: number[] = [];
  let bumpLeft = 0;
  let bump = 0;
  for (let s = 0; s < seconds; s++) {
    // Each second's level wanders about the model's by +-20 % (road texture, the engine's load).
    const jitter = Math.max(0.2, 1 + 0.2 * rng.gaussian());
    let level: number;
    if (model.still) {
      if (bumpLeft > 0) bumpLeft -= 1;
      else if (rng.chance(1 / BUMP_EVERY_S)) {
        bumpLeft = Math.round(rng.uniform(...BUMP_SECONDS));
        bump = rng.uniform(...BUMP_LEVEL);
      }
      level = Math.hypot(noise * jitter, bumpLeft > 0 ? bump : 0);
    } else {
      const road = seat * Math.sqrt(Math.min(1, speedAt(s) / FULL_ROAD_MPS));
      level = Math.hypot(noise, (idle + road) * jitter);
    }
    squares.push(level * level);
  }
  return squares;
}

/**
 * The fixes with their motion readings. `speedAt(ms)` is the taxi's true speed at that instant (0 for a
 * still phone); the seed is the trip's.
 */
export function withVibration(
  seed: number,
  readings: readonly GpsReading[],
  speedAt: (ms: number) => number,
  model: MotionModel,
): GpsReading[] {
  const first = readings[0];
  const last = readings[readings.length - 1];
  if (!first || !last) return [];
  const rng = createRng(seed ^ 0x7e1b0);
  const t0 = first.timestamp - 1000;
  const seconds = Math.ceil((last.timestamp - t0) / 1000) + 1;
  const squares = secondLevels(rng, seconds, (s) => speedAt(t0 + s * 1000), model);
  let from = t0;
  return readings.map((r) => {
    const a = Math.floor((from - t0) / 1000);
    const b = Math.max(a + 1, Math.floor((r.timestamp - t0) / 1000));
    from = r.timestamp;
    const span = squares.slice(a, b);
    const meanSquare = span.reduce((sum, x) => sum + x, 0) / span.length;
    return { ...r, vibration: Math.round(Math.sqrt(meanSquare) * 1000) / 1000 };
  });
}

/** The same fixes as a phone without motion events gives them. */
export function withoutVibration(readings: readonly GpsReading[]): GpsReading[] {
  return readings.map(({ vibration: _, ...r }) => r);
}
