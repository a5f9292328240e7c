import type { NoiseModel } from './noise';

// Open sky. The error is mostly slow: recorded phones (scripts/meter-real, ADR 007 2026-11-25 meter10) move
// their fix-to-fix error by 0.2-0.3 m (Pixel 4, against a SPAN receiver) and at most 1-3 m (two older phones,
// across a known road), while it wanders 0.6-4 m per axis over 26-92 s; white noise of 2-3.5 m per fix made
// the simulated fixes jitter ten times more than a phone's own filtered fixes do.
const base: NoiseModel = {
  reported: [3, 5],
  white: [0.2, 1.5],
  bias: [1, 4],
  biasTau: 60,
  jumpEvery: 0,
  jumpSize: [0, 0],
  jumpSeconds: [0, 0],
  dopplerSigma: 0.15,
  missing: 0.03,
  dropouts: [0, 0],
  dropoutSeconds: [0, 0],
};

const urban: NoiseModel = {
  ...base,
  reported: [8, 15],
  white: [3, 5],
  bias: [6, 10],
  biasTau: 45,
  dopplerSigma: 0.3,
};

// Medina canyon: 15-30 m of wandering error plus 50-200 m multipath jumps, while the phone keeps
// reporting 10-20 m (optimistic), and Doppler disturbed during the jumps.
const medina: NoiseModel = {
  ...base,
  reported: [10, 20],
  white: [5, 8],
  bias: [10, 20],
  biasTau: 30,
  jumpEvery: 60,
  jumpSize: [50, 200],
  jumpSeconds: [1, 8],
  dopplerSigma: 0.5,
  missing: 0.05,
};

export interface Scenario {
  name: string;
  noise: NoiseModel;
  /** Phone lying still for this many seconds instead of a taxi ride. */
  stillSeconds?: number;
}

/** Each scenario as the bench runs it, with the phone's Doppler speed; `withoutDoppler` gives its twin. */
export const SCENARIOS: readonly Scenario[] = [
  { name: 'open-sky', noise: base },
  { name: 'urban', noise: urban },
  { name: 'medina', noise: medina },
  { name: 'dropouts', noise: { ...urban, dropouts: [1, 3], dropoutSeconds: [30, 120] } },
  { name: 'still-10min-urban', noise: urban, stillSeconds: 600 },
  { name: 'still-10min-medina', noise: medina, stillSeconds: 600 },
];

export function withoutDoppler(s: Scenario): Scenario {
  return { ...s, noise: { ...s.noise, dopplerSigma: null } };
}
