import { EARTH_RADIUS_M } from '@mizan/domain/geo/distance';
import type { LatLng } from '@mizan/domain/geo/distance';
import { WAITING_SPEED_MPS } from '@mizan/domain/meter/gps-reading';
import type { Rng } from '../meter-sim/prng';

/**
 * The second simulator's streets and driver (issue 16), deliberately unlike `meter-sim/route.ts`: streets are
 * curves whose curvature wanders (an Ornstein-Uhlenbeck process), joined at junctions turning by any angle
 * along an arc; the driver keeps within a lateral acceleration, brakes ahead of a turn, stops at some
 * junctions and, in the medina, for people and carts. Integrated every 0.1 s, so the true distance is the
 * arc length, not a sum of 1 s chords.
 */
export interface StreetModel {
  /** Street length between junctions, metres. */
  street: [number, number];
  /** Sigma of the wandering curvature, 1/m, and its correlation length, metres. */
  curvature: number;
  curvatureLength: number;
  /** Turn at a junction: absolute angle range, degrees, and the arc radius range, metres. */
  turn: [number, number];
  turnRadius: [number, number];
  /** Share of junctions that go straight on (a small kink). */
  straightOn: number;
  /** Cruise speed range, km/h. */
  cruise: [number, number];
  /** Share of junctions with a stop (lights, a give-way) and its length, seconds. */
  junctionStop: number;
  junctionStopSeconds: [number, number];
  /** Mid-street stops per km (people, carts, double parking) and their length, seconds. */
  streetStopsPerKm: number;
  streetStopSeconds: [number, number];
  /** Share of streets crawled at 1-6 km/h in a jam. */
  jam: number;
}

/** One true sample of the taxi. */
export interface TrueSample extends LatLng {
  t: number;
  speed: number;
  heading: number;
  /** Turn rate, rad/s: a gap may be made to start in a turn. */
  turnRate: number;
}

export interface TruePath {
  /** A sample every SAMPLE_MS. */
  samples: TrueSample[];
  distanceMeters: number;
  waitingSeconds: number;
}

export const SAMPLE_MS = 100;
const DT = SAMPLE_MS / 1000;
const LATERAL = 2.2;
const ACCEL = 1.3;
const BRAKE = 2.2;
const DEG = Math.PI / 180;

const CENTRES: readonly LatLng[] = [
  { lat: 35.7595, lng: -5.834 }, // Tangier, Grand Socco
  { lat: 30.4202, lng: -9.5982 }, // Agadir, centre
  { lat: 33.8935, lng: -5.5473 }, // Meknès, Place el-Hedim
  { lat: 31.6295, lng: -7.9811 }, // Marrakech, Mouassine
  { lat: 34.0648, lng: -4.9734 }, // Fès el-Bali
];

interface Leg {
  length: number;
  /** Signed turn at its end, rad, and the arc's radius. */
  turn: number;
  radius: number;
  cruise: number;
  jam: boolean;
  stopAtEnd: number;
}

function nextLeg(rng: Rng, m: StreetModel): Leg {
  const straight = rng.chance(m.straightOn);
  const angle = straight ? rng.uniform(0, 15) : rng.uniform(...m.turn);
  return {
    length: rng.uniform(...m.street),
    turn: (rng.chance(0.5) ? 1 : -1) * angle * DEG,
    radius: rng.uniform(...m.turnRadius),
    cruise: rng.uniform(...m.cruise) / 3.6,
    jam: rng.chance(m.jam),
    stopAtEnd: rng.chance(m.junctionStop) ? rng.uniform(...m.junctionStopSeconds) : 0,
  };
}

/** Speed that lets the driver brake to `v` within `d` metres. */
const approach = (v: number, d: number) => Math.sqrt(v * v + 2 * BRAKE * Math.max(0, d));

export function simulatePath(rng: Rng, startMs: number, lengthMeters: number, m: StreetModel): TruePath {
  const centre = CENTRES[Math.floor(rng.next() * CENTRES.length)] ?? CENTRES[0]!;
  const origin = {
    lat: centre.lat + rng.uniform(-0.008, 0.008),
    lng: centre.lng + rng.uniform(-0.008, 0.008),
  };
  const mLat = DEG * EARTH_RADIUS_M;
  const mLng = mLat * Math.cos(origin.lat * DEG);
  let x = 0;
  let y = 0;
  let heading = rng.uniform(-Math.PI, Math.PI);
  let kappa = 0;
  let v = 0;
  let t = startMs;
  let distance = 0;
  let waitingMs = 0;
  let leg = nextLeg(rng, m);
  let along = 0;
  /** Remaining arc of the turn in progress, rad (signed), or 0. */
  let turning = 0;
  let stopLeft = rng.uniform(2, 8);
  let nextStreetStop = m.streetStopsPerKm > 0 ? rng.uniform(0, 2000 / m.streetStopsPerKm) : Infinity;
  let ending = false;
  let jamTarget = 0;
  const samples: TrueSample[] = [{ ...origin, t, speed: 0, heading, turnRate: 0 }];
  const decay = Math.exp(-1 / m.curvatureLength);

  while (!(ending && v === 0 && stopLeft <= 0)) {
    if (!ending && distance >= lengthMeters) ending = true;
    let target: number;
    if (stopLeft > 0) {
      target = 0;
      if (v === 0) stopLeft -= DT;
    } else {
      if (leg.jam) {
        if (rng.chance(DT / 8)) jamTarget = rng.chance(0.3) ? 0 : rng.uniform(1, 6) / 3.6;
        target = jamTarget;
      } else target = leg.cruise;
      // Lateral acceleration bounds the speed in a bend and in the junction's arc, which the driver brakes for.
      target = Math.min(target, Math.sqrt(LATERAL / Math.max(Math.abs(kappa), 1e-4)));
      const toEnd = leg.length - along;
      if (turning === 0) {
        const turnSpeed = Math.abs(leg.turn) > 0.3 ? Math.sqrt(LATERAL * leg.radius) : leg.cruise;
        target = Math.min(target, approach(leg.stopAtEnd > 0 ? 0 : turnSpeed, toEnd));
        target = Math.min(target, approach(0, nextStreetStop));
      } else target = Math.min(target, Math.sqrt(LATERAL * leg.radius));
      if (ending) target = 0;
    }
    const dv = target - v;
    v = Math.max(0, v + Math.max(-BRAKE * DT * 1.5, Math.min(ACCEL * DT, dv)));
    if (v < 0.05 && target === 0) v = 0;

    const ds = v * DT;
    let turnRate: number;
    if (turning !== 0) {
      const dh = Math.sign(turning) * Math.min(Math.abs(turning), ds / leg.radius);
      heading += dh;
      turning -= dh;
      turnRate = dh / DT;
      if (Math.abs(turning) < 1e-9) {
        turning = 0;
        leg = nextLeg(rng, m);
        along = 0;
      }
    } else {
      kappa = kappa * decay ** ds + m.curvature * Math.sqrt(1 - decay ** (2 * ds)) * rng.gaussian();
      heading += kappa * ds;
      turnRate = (kappa * ds) / DT;
      along += ds;
      nextStreetStop -= ds;
      if (nextStreetStop <= 0 && v === 0) {
        stopLeft = rng.uniform(...m.streetStopSeconds);
        nextStreetStop = rng.uniform(0.2, 1.8) * (1000 / m.streetStopsPerKm);
      }
      if (along >= leg.length) {
        if (leg.stopAtEnd > 0 && v === 0) {
          stopLeft = leg.stopAtEnd;
          leg = { ...leg, stopAtEnd: 0 };
        } else if (leg.stopAtEnd === 0) turning = leg.turn || 1e-6;
      }
    }
    x += ds * Math.cos(heading);
    y += ds * Math.sin(heading);
    distance += ds;
    t += SAMPLE_MS;
    if (v < WAITING_SPEED_MPS) waitingMs += SAMPLE_MS;
    samples.push({ lat: origin.lat + y / mLat, lng: origin.lng + x / mLng, t, speed: v, heading, turnRate });
  }
  return { samples, distanceMeters: distance, waitingSeconds: waitingMs / 1000 };
}

/** A phone lying on a café table: no distance, all waiting. */
export function simulateStillPhone(rng: Rng, startMs: number, seconds: number): TruePath {
  const centre = CENTRES[Math.floor(rng.next() * CENTRES.length)] ?? CENTRES[0]!;
  const heading = rng.uniform(-Math.PI, Math.PI);
  const samples: TrueSample[] = [];
  for (let t = 0; t <= seconds * 1000; t += SAMPLE_MS)
    samples.push({ ...centre, t: startMs + t, speed: 0, heading, turnRate: 0 });
  return { samples, distanceMeters: 0, waitingSeconds: seconds };
}
