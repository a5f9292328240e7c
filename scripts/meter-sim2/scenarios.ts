import type { ReceiverModel } from './noise';
import type { StreetModel } from './route';

const boulevardStreets: StreetModel = {
  street: [200, 900],
  curvature: 1 / 900,
  curvatureLength: 150,
  turn: [20, 100],
  turnRadius: [15, 30],
  straightOn: 0.5,
  cruise: [40, 70],
  junctionStop: 0.35,
  junctionStopSeconds: [15, 70],
  streetStopsPerKm: 0.3,
  streetStopSeconds: [5, 30],
  jam: 0.08,
};

const townStreets: StreetModel = {
  street: [60, 350],
  curvature: 1 / 300,
  curvatureLength: 60,
  turn: [25, 150],
  turnRadius: [7, 15],
  straightOn: 0.35,
  cruise: [25, 50],
  junctionStop: 0.3,
  junctionStopSeconds: [8, 60],
  streetStopsPerKm: 1,
  streetStopSeconds: [3, 25],
  jam: 0.12,
};

// The medina's edge and its lanes a taxi can take: short crooked streets, sharp turns, people and carts.
const medinaStreets: StreetModel = {
  street: [25, 140],
  curvature: 1 / 70,
  curvatureLength: 25,
  turn: [30, 160],
  turnRadius: [4, 8],
  straightOn: 0.2,
  cruise: [10, 28],
  junctionStop: 0.15,
  junctionStopSeconds: [3, 20],
  streetStopsPerKm: 4,
  streetStopSeconds: [2, 15],
  jam: 0.1,
};

// Ring roads and the autoroute's urban stretches (airport runs): long, gentle, 58-108 km/h (16-30 m/s), few
// stops. The filter's start at speed and its restarts after gaps at speed are what this row checks.
const highwayStreets: StreetModel = {
  street: [800, 3000],
  curvature: 1 / 3000,
  curvatureLength: 300,
  turn: [5, 40],
  turnRadius: [60, 150],
  straightOn: 0.8,
  cruise: [58, 108],
  junctionStop: 0.05,
  junctionStopSeconds: [10, 40],
  streetStopsPerKm: 0.02,
  streetStopSeconds: [5, 20],
  jam: 0,
};

// Open sky: a slow error and little fix-to-fix jitter, as recorded phones show (see meter-sim's `base`).
const clear: ReceiverModel = {
  along: [1, 4],
  across: [1, 3.5],
  tau: 40,
  white: [0.2, 1.5],
  excursionEvery: 0,
  excursionSize: [0, 0],
  excursionSeconds: [0, 0],
  honesty: [0.6, 1.8],
  doppler: [0.1, 0.3],
  interval: [0.5, 2],
  missing: 0.03,
  gaps: [0, 0],
  gapSeconds: [0, 0],
};

const town: ReceiverModel = {
  ...clear,
  along: [5, 12],
  across: [3, 8],
  tau: 30,
  white: [2, 5],
  excursionEvery: 240,
  excursionSize: [15, 50],
  excursionSeconds: [4, 15],
  honesty: [0.5, 2],
  doppler: [0.2, 0.5],
};

// Reflections down the canyon of the street: large and slow along it, smaller across it.
const medina: ReceiverModel = {
  ...town,
  along: [10, 25],
  across: [5, 12],
  tau: 20,
  white: [4, 8],
  excursionEvery: 60,
  excursionSize: [20, 90],
  excursionSeconds: [3, 20],
  honesty: [0.4, 1.5],
  doppler: [0.3, 0.7],
  missing: 0.06,
};

export interface Scenario2 {
  name: string;
  streets: StreetModel;
  receiver: ReceiverModel;
  /** A phone lying still this long (with drift of this many metres) instead of a ride. */
  still?: { seconds: number; driftMeters: number };
}

/** Each scenario as the bench runs it, with the phone's Doppler speed; `withoutDoppler` gives its twin. */
export const SCENARIOS2: readonly Scenario2[] = [
  { name: 'boulevard', streets: boulevardStreets, receiver: clear },
  { name: 'town', streets: townStreets, receiver: town },
  { name: 'medina', streets: medinaStreets, receiver: medina },
  {
    name: 'town-gaps',
    streets: townStreets,
    receiver: { ...town, gaps: [1, 3], gapSeconds: [20, 150] },
  },
  {
    name: 'medina-gaps',
    streets: medinaStreets,
    receiver: { ...medina, gaps: [1, 2], gapSeconds: [20, 120] },
  },
  {
    name: 'still-10min',
    streets: townStreets,
    receiver: medina,
    still: { seconds: 600, driftMeters: 15 },
  },
  // Appended, so the rows above keep their seeds: 1 Hz, open sky.
  { name: 'highway', streets: highwayStreets, receiver: { ...clear, interval: [1, 1] } },
  {
    name: 'highway-gaps',
    streets: highwayStreets,
    receiver: { ...clear, interval: [1, 1], gaps: [1, 3], gapSeconds: [40, 60] },
  },
];

export function withoutDoppler(s: Scenario2): Scenario2 {
  return { ...s, receiver: { ...s.receiver, doppler: null } };
}
