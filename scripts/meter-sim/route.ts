import { EARTH_RADIUS_M, haversineMeters } from '@mizan/domain/geo/distance';
import type { LatLng } from '@mizan/domain/geo/distance';
import { WAITING_SPEED_MPS } from '@mizan/domain/meter/gps-reading';
import type { Rng } from './prng';

/** The true state of the taxi, one per second. */
export interface TruePoint extends LatLng {
  t: number;
  /** Speed during the second that ends here, m/s. */
  speed: number;
}

export interface TrueRoute {
  points: TruePoint[];
  distanceMeters: number;
  waitingSeconds: number;
}

const CENTRES: readonly LatLng[] = [
  { lat: 33.5731, lng: -7.5898 }, // Casablanca, Place Mohammed V
  { lat: 31.6258, lng: -7.9891 }, // Marrakech, Jemaa el-Fna
  { lat: 34.0331, lng: -6.8356 }, // Rabat, Bab el Had
  { lat: 34.0617, lng: -4.9778 }, // Fès, Bab Bou Jeloud
];

const DEG = Math.PI / 180;

interface Phase {
  kind: 'cruise' | 'light' | 'jam' | 'standstill';
  seconds: number;
  target: number;
}

function nextPhase(rng: Rng): Phase {
  const roll = rng.next();
  if (roll < 0.2) return { kind: 'light', seconds: Math.round(rng.uniform(15, 60)), target: 0 };
  if (roll < 0.3)
    return { kind: 'jam', seconds: Math.round(rng.uniform(30, 180)), target: rng.uniform(2, 8) / 3.6 };
  if (roll < 0.33) return { kind: 'standstill', seconds: Math.round(rng.uniform(120, 300)), target: 0 };
  return { kind: 'cruise', seconds: Math.round(rng.uniform(20, 60)), target: rng.uniform(25, 50) / 3.6 };
}

/**
 * City driving, one step a second: blocks of 80-400 m with 90-degree turns (slowing to ~15 km/h), red
 * lights, jams at 2-8 km/h, the odd long standstill, cruise at 25-50 km/h; acceleration 1.5 m/s²,
 * braking 2.5 m/s². Ends once the target length is covered, with the taxi braking to a halt.
 */
export function simulateRoute(
  rng: Rng,
  startMs: number,
  lengthMeters: number,
  centreIndex?: number,
): TrueRoute {
  const centre = CENTRES[centreIndex ?? Math.floor(rng.next() * CENTRES.length)] ?? CENTRES[0]!;
  const start = { lat: centre.lat + rng.uniform(-0.01, 0.01), lng: centre.lng + rng.uniform(-0.01, 0.01) };
  const metresPerDegLat = DEG * EARTH_RADIUS_M;
  const metresPerDegLng = metresPerDegLat * Math.cos(start.lat * DEG);
  let x = 0;
  let y = 0;
  let heading = rng.uniform(0, 2 * Math.PI);
  let targetHeading = heading;
  let speed = 0;
  let blockLeft = rng.uniform(80, 400);
  let phase: Phase = { kind: 'light', seconds: Math.round(rng.uniform(3, 10)), target: 0 };
  let t = startMs;
  let distanceMeters = 0;
  let waitingSeconds = 0;
  let prev: LatLng = start;
  const points: TruePoint[] = [{ ...start, t, speed: 0 }];
  let ending = false;

  while (!(ending && speed === 0)) {
    if (phase.seconds <= 0) phase = nextPhase(rng);
    if (!ending && distanceMeters >= lengthMeters) ending = true;
    const turning = Math.abs(targetHeading - heading) > 0.05;
    let target = ending ? 0 : phase.target;
    if (turning || blockLeft < 20) target = Math.min(target, 15 / 3.6);
    const accel = target > speed ? Math.min(1.5, target - speed) : Math.max(-2.5, target - speed);
    speed = Math.max(0, speed + accel);
    if (phase.kind === 'jam') speed = Math.max(0, phase.target + rng.uniform(-0.3, 0.3));
    // Steer towards the turn at up to 25 degrees a second.
    heading += Math.max(-0.44, Math.min(0.44, targetHeading - heading));
    x += speed * Math.cos(heading);
    y += speed * Math.sin(heading);
    blockLeft -= speed;
    if (blockLeft <= 0) {
      blockLeft = rng.uniform(80, 400);
      const turn = rng.next();
      if (turn < 0.3) targetHeading = heading + Math.PI / 2;
      else if (turn < 0.6) targetHeading = heading - Math.PI / 2;
      else targetHeading = heading + rng.uniform(-0.2, 0.2);
    }
    phase.seconds -= 1;
    t += 1000;
    const here = { lat: start.lat + y / metresPerDegLat, lng: start.lng + x / metresPerDegLng };
    distanceMeters += haversineMeters(prev, here);
    if (speed < WAITING_SPEED_MPS) waitingSeconds += 1;
    points.push({ ...here, t, speed });
    prev = here;
  }
  return { points, distanceMeters, waitingSeconds };
}

/** A phone lying still: the truth is no distance at all and every second waiting. */
export function simulateStill(rng: Rng, startMs: number, seconds: number): TrueRoute {
  const centre = CENTRES[Math.floor(rng.next() * CENTRES.length)] ?? CENTRES[0]!;
  const points: TruePoint[] = [];
  for (let i = 0; i <= seconds; i++) points.push({ ...centre, t: startMs + i * 1000, speed: 0 });
  return { points, distanceMeters: 0, waitingSeconds: seconds };
}
