import { EARTH_RADIUS_M, haversineMeters } from '../geo/distance';
import type { LatLng } from '../geo/distance';
import { WAITING_SPEED_MPS, dopplerSpeed, vibrationOf } from './gps-reading';
import type { GpsReading } from './gps-reading';
import type { MotionFilter, MotionStep } from './motion-step';
import { addCheckpoint, bridgeGap } from './gap-bridge';
import type { Checkpoint } from './gap-bridge';
import { predictAxis, updateAxis } from './kalman-axis';
import type { Axis } from './kalman-axis';
import { appendTrack, smoothedAt } from './fixed-lag-smoother';
import type { TrackPoint } from './fixed-lag-smoother';
import { appendRun, leavingByFixes, standingByFixes, standingWindow, updateScatter } from './standstill';
import type { RawFix, StandingFix } from './standstill';

/**
 * The meter's position filter (docs/decisions/007-taximeter-filter.md). Steps, for each fix:
 * 1. a constant-velocity Kalman filter per axis in a local plane, measurement noise from the reported
 *    accuracy (hdop, or a pessimistic default, when there is none);
 * 2. an innovation gate: a fix the filter finds implausible (chi-square, 2 dof, 99.9 %) and far away is
 *    rejected, which removes multipath jumps even when their reported accuracy is optimistic;
 * 3. Doppler speed, when the phone gives it, smoothed and fused into the velocity;
 * 4. a stationary detector with hysteresis that holds the billed point while the taxi stands still;
 * 5. without Doppler, billing by chords: distance accrues only when the position smoothed a few seconds
 *    back (a fixed-lag smoother over the filter's states) is a chord's length away from the last billed
 *    point, so residual wobble of a few metres is not summed;
 * 6. a dropout (no accepted fix for GAP_S) is bridged from what is known around it (gap-bridge.ts) if the
 *    implied speed is plausible, and the filter restarts there; the bridge is billed as an estimate, as is
 *    distance billed from positions alone while the reported accuracy is far too optimistic.
 * Everything here is plain data so the meter state stays JSON-serialisable.
 */
export const FILTER_TUNING = {
  /** White-acceleration noise of a city taxi, m/s². */
  accelSigma: 2,
  /** Used when a fix has neither accuracy nor hdop, metres. */
  defaultAccuracy: 25,
  minAccuracy: 4,
  /** Chi-square, 2 degrees of freedom, 99.9 %. */
  gateChi2: 13.8,
  /** A rejected fix must also be this far from the prediction, metres (keeps good fixes in sharp turns). */
  gateMinMeters: 20,
  gapSeconds: 12,
  maxSpeedMps: 45,
  /** Moving speed assumed inside a dropout before the trip has shown its own, to split its time, m/s. */
  bridgeCruiseMps: 8,
  bridgeCruiseRange: [4, 15],
  lostAfterRejects: 3,
  /** Per-axis uncertainty of the velocity at a (re)start, m/s. */
  startSpeedSigma: 15,
  /** Time constant of the Doppler speed smoothing, seconds. */
  dopplerTau: 3,
  dopplerSigma: 0.5,
  /** Doppler of a fix is trusted only if its position innovation is under this chi-square (95 %, 2 dof). */
  dopplerTrustChi2: 6,
  /** Window of the position-derived speed used when there is no Doppler, seconds. */
  windowSeconds: 10,
  /**
   * Without Doppler, the interval is waiting when the speed of the smoothed positions over the window
   * (the smoother's lag back, so it has seen both sides) is below hypot(5 km/h, this x sqrt 2 x guard sigma
   * / window): the net move a standing phone's correlated error makes over the window (issue 16, round 3).
   */
  waitingNoiseSigmas: 0.7,
  /**
   * Without Doppler, when a standstill ends, the time since the filtered positions last were this close to
   * the anchor was driving, not waiting: it is paid back from the next waiting (issue 16, round 3).
   */
  departedMeters: 20,
  stillEnterMps: 0.6,
  /** With Doppler, a standstill's smoothed speed above this is a crawl (a jam): its distance is held. */
  crawlMps: 0.4,
  /** Leaving the anchor by this much ends a standstill even if the speed says otherwise, metres. */
  stillExitRadius: 40,
  /**
   * Without Doppler, the distance from leaving a standstill is held until the taxi is max(this, this many
   * (inflated) sigmas) from the anchor and the last minute's fixes have moved, then billed whole (the
   * live fare lags by that much); back inside the anchor circle first, it is dropped: wandering fixes
   * that leave the circle and come back bill nothing.
   */
  leaveConfirmMeters: 80,
  leaveConfirmSigmas: 5,
  /**
   * Without Doppler, a departure from a standstill that had lasted this long (s) is confirmed only this many
   * standing scatters (RMS) from the anchor too: a still phone's multipath and drift carry its fixes 80-150 m
   * out for long enough to look like a departure, and minutes of standing have shown how far they stray
   * (issue 16, round 6). Not sooner: jams crawled for 2-3 minutes in medina lanes are standstills too, and
   * their departures, confirmed later, came back inside the anchor circle and were dropped.
   */
  settledSeconds: 240,
  settledScatters: 4,
  /** With Doppler, a standstill ends once the pull-away has covered this much, metres. */
  pullAwayMeters: 6,
  /** ... and, where positions are poor (reflections disturb the Doppler too), this many (inflated) sigmas. */
  pullAwaySigmas: 1,
  chordMeters: 12,
  /**
   * Chords grow with the (inflated) measurement noise: chord >= this x sigma; 7 before the issue 16
   * review, when chords were drawn between filtered positions rather than smoothed ones.
   */
  chordSigmas: 4,
  /**
   * Without Doppler, chords are drawn between the filter's positions this many seconds back, smoothed by a
   * fixed-lag Rauch-Tung-Striebel pass over the fixes since (fixed-lag-smoother.ts): smaller wobble allows
   * shorter chords that cut fewer corners; the live fare lags by that much.
   */
  smoothLagSeconds: 3,
  /** Smoothing of the innovation statistic that scales the reported accuracy. */
  nisAlpha: 0.05,
  maxInflation: 16,
  /**
   * Without Doppler, a pessimistic reported accuracy is deflated down to this (sigma x 0.5), so that its
   * chords are not longer, and its positions not smoother, than the fixes need (issue 16: a phone reporting
   * 30-40 m in medina lanes had chords of 80-100 m, billed 60 % of the lanes' length). The standstill and
   * departure thresholds keep the reported accuracy as their floor: a still phone's fixes wander more than
   * the innovations show.
   */
  minInflation: 0.25,
  /** Without Doppler, an inflation of the reported accuracy this high marks the distance as estimated. */
  estimatedInflation: 4,
  /** The bounds given with distance billed under heavy filtering, as a share of it. */
  filteredSpread: 0.15,
  /**
   * Without Doppler, a fix whose motion sensor read under this (`GpsReading.vibration`, m/s²) is quiet: a
   * phone lying still reads its accelerometer's own noise (0.01-0.04 m/s²), a taxi's seat while driving
   * 0.3-0.5 m/s² (issue 16, round 7; the figures and their sources: ADR 007). Positions alone cannot tell
   * a still phone's multipath (fixes 80-150 m out for half a minute) from a taxi pulling away slowly.
   */
  quietVibration: 0.06,
} as const;

interface Stamped {
  t: number;
  x: number;
  y: number;
}

export interface GpsFilterState {
  origin: LatLng | null;
  kx: Axis;
  ky: Axis;
  lastAcceptedAt: number | null;
  /** The last point distance was billed to, local metres. */
  billed: { x: number; y: number };
  stationary: boolean;
  doppler: number | null;
  /** Last raw Doppler speed, for integrating distance over the next interval. */
  lastDoppler: number | null;
  /** Doppler distance of a pull-away still inside a standstill: billed if the standstill ends, else dropped. */
  held: number;
  /** Fixes rejected since the last accepted one: a long run of them is the filter lost, not a dropout. */
  rejected: number;
  /**
   * Running mean of the normalised innovation (per axis): above 1, the reported accuracy is optimistic;
   * below (without Doppler only), pessimistic.
   */
  nisMean: number;
  /** Filtered positions over the last window, for a speed that needs no Doppler. */
  recent: Stamped[];
  /** Without Doppler, the smoother's positions (the lag back) over the last window: the waiting speed. */
  lagged: Stamped[];
  /**
   * Without Doppler, waiting counted while the standstill had not yet seen the taxi leave, ms: not counted
   * again from the next waiting, so the fare never goes down.
   */
  waitingDebtMs: number;
  /** The filter's posteriors over the smoother's lag, for the chords' smoothed ends without Doppler. */
  track: TrackPoint[];
  /** Accepted fixes as measured over the standstill test's window (standstill.ts), without Doppler. */
  fixes: StandingFix[];
  /** Without Doppler, while standing, the last fixes as measured, rejected ones too: a departure's run. */
  run: RawFix[];
  /**
   * Without Doppler, a departure from a standstill not yet confirmed: the standstill's anchor (restored if
   * the taxi is back inside its circle) and the distance held meanwhile.
   */
  leaving: {
    anchor: { x: number; y: number };
    meters: number;
    /** Whether the standstill had lasted `settledSeconds` when the departure began. */
    settled: boolean;
  } | null;
  /** Without Doppler, how far a standing phone's fixes stray from where it stands (standstill.ts), m². */
  scatter: number;
  /**
   * When the standstill began, ms (a departure not yet confirmed is still part of it: it may come back);
   * null while moving.
   */
  standingSince: number | null;
  /** The last fix whose motion sensor read quiet (`quietVibration`); null without a sensor. */
  quietAt: number | null;
  /** Distance billed so far and time spent moving, for the gap bridge's circuity and cruise speed. */
  tripMeters: number;
  movingMs: number;
  checkpoints: Checkpoint[];
}

const idleAxis: Axis = { p: 0, v: 0, pp: 0, pv: 0, vv: 0 };

export const initialGpsFilter: GpsFilterState = {
  origin: null,
  kx: idleAxis,
  ky: idleAxis,
  lastAcceptedAt: null,
  billed: { x: 0, y: 0 },
  stationary: true,
  doppler: null,
  lastDoppler: null,
  held: 0,
  rejected: 0,
  nisMean: 1,
  recent: [],
  lagged: [],
  waitingDebtMs: 0,
  track: [],
  fixes: [],
  run: [],
  leaving: null,
  scatter: 0,
  standingSince: null,
  quietAt: null,
  tripMeters: 0,
  movingMs: 0,
  checkpoints: [],
};

const DEG = Math.PI / 180;

function toLocal(origin: LatLng, p: LatLng): { x: number; y: number } {
  return {
    x: (p.lng - origin.lng) * DEG * EARTH_RADIUS_M * Math.cos(origin.lat * DEG),
    y: (p.lat - origin.lat) * DEG * EARTH_RADIUS_M,
  };
}

function toLatLng(origin: LatLng, x: number, y: number): LatLng {
  return {
    lat: origin.lat + y / (DEG * EARTH_RADIUS_M),
    lng: origin.lng + x / (DEG * EARTH_RADIUS_M * Math.cos(origin.lat * DEG)),
  };
}

/** Per-axis standard deviation from a 68 % horizontal radius (a 2-D Gaussian's 68 % radius is ~1.51 sigma). */
function measurementSigma(r: GpsReading): number {
  const hdop = typeof r.hdop === 'number' && r.hdop > 0 ? r.hdop * 5 : null;
  const reported =
    typeof r.accuracy === 'number' && r.accuracy > 0 ? r.accuracy : (hdop ?? FILTER_TUNING.defaultAccuracy);
  return Math.max(reported, FILTER_TUNING.minAccuracy) / 1.51;
}

function startAxis(z: number, r2: number): Axis {
  // The speed at a (re)start is unknown: a taxi from rest, a meter started in a moving taxi, the first fix
  // after a gap at speed. Velocity 0, loose enough that the next fixes set it instead of being gated out.
  return { p: z, v: 0, pp: r2, pv: 0, vv: FILTER_TUNING.startSpeedSigma ** 2 };
}

function still(a: Axis): Axis {
  return { ...a, v: 0, pv: 0, vv: Math.min(a.vv, 0.25) };
}

function restart(
  origin: LatLng,
  z: { x: number; y: number },
  r: GpsReading,
  sigma: number,
  trip: Pick<
    GpsFilterState,
    'nisMean' | 'tripMeters' | 'movingMs' | 'checkpoints' | 'scatter' | 'waitingDebtMs' | 'quietAt'
  >,
  moving = false,
): GpsFilterState {
  const { nisMean } = trip;
  const r2 = sigma * sigma * nisMean;
  const kx = startAxis(z.x, r2);
  const ky = startAxis(z.y, r2);
  return {
    ...trip,
    origin,
    kx,
    ky,
    lastAcceptedAt: r.timestamp,
    billed: z,
    stationary: !moving,
    standingSince: moving ? null : r.timestamp,
    doppler: dopplerSpeed(r),
    lastDoppler: dopplerSpeed(r),
    held: 0,
    rejected: 0,
    recent: [{ t: r.timestamp, x: z.x, y: z.y }],
    lagged: [],
    track: [{ t: r.timestamp, x: kx, y: ky }],
    fixes: [{ t: r.timestamp, x: z.x, y: z.y, s: guardSigma(sigma, nisMean) }],
    run: [],
    leaving: null,
    checkpoints: addCheckpoint(trip.checkpoints, { t: r.timestamp, ...z, d: trip.tripMeters }),
  };
}

function billedMeters(origin: LatLng, from: { x: number; y: number }, to: { x: number; y: number }): number {
  return haversineMeters(toLatLng(origin, from.x, from.y), toLatLng(origin, to.x, to.y));
}

/** Fuse a Doppler speed into the velocity magnitude, keeping the filter's heading. */
function fuseSpeed(kx: Axis, ky: Axis, doppler: number): { kx: Axis; ky: Axis } {
  const speed = Math.hypot(kx.v, ky.v);
  if (speed < 0.1) return { kx, ky };
  const wFilter = 1 / Math.max(kx.vv + ky.vv, 1e-6);
  const wDoppler = 1 / FILTER_TUNING.dopplerSigma ** 2;
  const scale = (speed * wFilter + doppler * wDoppler) / (wFilter + wDoppler) / speed;
  return { kx: { ...kx, v: kx.v * scale }, ky: { ...ky, v: ky.v * scale } };
}

function windowSpeed(recent: readonly Stamped[]): number | null {
  const first = recent[0];
  const last = recent[recent.length - 1];
  if (!first || !last || last.t - first.t < 3000) return null;
  return Math.hypot(last.x - first.x, last.y - first.y) / ((last.t - first.t) / 1000);
}

/**
 * The per-axis sigma the standstill and departure tests use: the reported one inflated when it proved
 * optimistic, never deflated.
 */
function guardSigma(sigma: number, nisMean: number): number {
  return sigma * Math.sqrt(Math.max(1, nisMean));
}

/**
 * One axis restarted on a departure's run: at its newest fix, moving at the run's mean velocity, as
 * uncertain as that velocity is (two fixes' noise over the run's span).
 */
function departureAxis(run: readonly RawFix[], axis: 'x' | 'y', r2: number): Axis {
  const first = run[0]!;
  const last = run[run.length - 1]!;
  const span = (last.t - first.t) / 1000;
  return { p: last[axis], v: (last[axis] - first[axis]) / span, pp: r2, pv: 0, vv: (2 * r2) / span ** 2 + 1 };
}

/** `quietAt` after this fix. */
function quietAfter(state: Pick<GpsFilterState, 'quietAt'>, r: GpsReading): Pick<GpsFilterState, 'quietAt'> {
  const vibration = vibrationOf(r);
  return {
    quietAt: vibration !== null && vibration < FILTER_TUNING.quietVibration ? r.timestamp : state.quietAt,
  };
}

/** Distance whose bounds are the filtered-billing spread either side. */
function spread(meters: number): { meters: number; low: number; high: number } {
  return {
    meters,
    low: meters * (1 - FILTER_TUNING.filteredSpread),
    high: meters * (1 + FILTER_TUNING.filteredSpread),
  };
}

export interface FilterResult {
  state: GpsFilterState;
  /** null when the fix was rejected or out of order: the meter then ignores it. */
  step: MotionStep | null;
}

export function stepGpsFilter(state: GpsFilterState, r: GpsReading): FilterResult {
  const sigma = measurementSigma(r);
  const quiet = quietAfter(state, r);
  if (!state.origin || state.lastAcceptedAt === null) {
    const origin = { lat: r.lat, lng: r.lng };
    return {
      state: restart(origin, { x: 0, y: 0 }, r, sigma, { ...initialGpsFilter, ...quiet }),
      step: { distanceMeters: 0, slow: true },
    };
  }
  const { origin } = state;
  if (r.timestamp <= state.lastAcceptedAt) return { state, step: null };
  const dt = (r.timestamp - state.lastAcceptedAt) / 1000;
  const z = toLocal(origin, r);

  if (dt > FILTER_TUNING.gapSeconds) {
    // From the last point billed: a standing taxi (or one not yet confirmed to have left) is at its anchor,
    // wherever reflections had pulled the filter before the gap, and the bridge then covers the distance
    // held since; a moving one had been billed up to a chord (or the smoother's lag) behind the filter.
    const anchor = state.leaving?.anchor ?? (state.stationary ? state.billed : null);
    const from = anchor ?? state.billed;
    const jump = Math.hypot(z.x - from.x, z.y - from.y);
    if (jump / dt > FILTER_TUNING.maxSpeedMps)
      return { state: { ...state, ...quiet, rejected: state.rejected + 1 }, step: null };
    // Fixes kept coming but were all rejected: trust the speed we had rather than a straight line to a
    // fix that may well be one more reflection.
    const lost = state.rejected >= FILTER_TUNING.lostAfterRejects && state.doppler !== null;
    // Standing before the gap and back inside the standstill's circle after it: it stood. So did a phone
    // whose motion sensor read quiet through the gap (the reading covers all the time since the previous fix),
    // wherever its fix now is: no taxi drove it.
    const hushed = state.doppler === null && dopplerSpeed(r) === null && quiet.quietAt === r.timestamp;
    const stayed = (anchor !== null && jump < FILTER_TUNING.stillExitRadius) || hushed;
    const estimate = stayed
      ? spread(0)
      : lost
        ? spread(state.stationary ? 0 : state.doppler! * dt)
        : bridgeGap({
            dx: z.x - from.x,
            dy: z.y - from.y,
            ms: dt * 1000,
            before: state.stationary ? null : { vx: state.kx.v, vy: state.ky.v },
            checkpoints: state.checkpoints,
          });
    const [least, most] = FILTER_TUNING.bridgeCruiseRange;
    const cruise =
      state.movingMs > 60_000
        ? Math.min(most, Math.max(least, state.tripMeters / (state.movingMs / 1000)))
        : FILTER_TUNING.bridgeCruiseMps;
    const drivingShare = Math.min(1, estimate.meters / cruise / dt);
    const tripMeters = state.tripMeters + estimate.meters;
    // Without Doppler, a taxi that was driving before the gap, or that reappears farther than a standing
    // phone's fixes wander, restarts moving: restarting standing would hold its next 80 m as a departure,
    // lost if the ride ends there. With Doppler a standing restart costs nothing (the pull-away's few
    // metres are held, then billed).
    const moving =
      !stayed &&
      state.doppler === null &&
      dopplerSpeed(r) === null &&
      ((!state.stationary && !state.leaving) ||
        jump >=
          Math.max(
            FILTER_TUNING.leaveConfirmMeters,
            FILTER_TUNING.leaveConfirmSigmas * guardSigma(sigma, state.nisMean),
          ));
    return {
      state: restart(
        origin,
        z,
        r,
        sigma,
        {
          nisMean: state.nisMean,
          scatter: state.scatter,
          waitingDebtMs: state.waitingDebtMs,
          tripMeters,
          movingMs: state.movingMs + drivingShare * dt * 1000,
          checkpoints: state.checkpoints,
          ...quiet,
        },
        moving,
      ),
      step: {
        distanceMeters: estimate.meters,
        slow: jump / dt < WAITING_SPEED_MPS,
        waitingShare: 1 - drivingShare,
        estimate: { low: estimate.low, high: estimate.high, kind: 'gap' },
      },
    };
  }

  const px = predictAxis(state.kx, dt, FILTER_TUNING.accelSigma);
  const py = predictAxis(state.ky, dt, FILTER_TUNING.accelSigma);
  const r2 = sigma * sigma * state.nisMean;
  const guard = guardSigma(sigma, state.nisMean);
  const ix = z.x - px.p;
  const iy = z.y - py.p;
  const nis = (ix * ix) / (px.pp + r2) + (iy * iy) / (py.pp + r2);
  const positionsOnly = state.doppler === null && dopplerSpeed(r) === null;
  // Without Doppler, a phone whose motion sensor reads quiet is lying still, wherever its fixes go: no
  // departure starts or is confirmed on this fix. (A moving taxi is not stopped on it: some idle as quietly,
  // and stopping it on quiet fixes moved the rides' fares, not the still phones'.)
  const hush = positionsOnly && quiet.quietAt === r.timestamp;
  // Without Doppler, a standing taxi's velocity is pinned at 0 (below), so the fixes of a pull-away are
  // pulled at barely and then gated out until a false gap restarts the filter: a run of fixes that keeps
  // leaving one way, rejected or not, is a departure, and the filter restarts on it.
  const run = positionsOnly && state.stationary ? appendRun(state.run, { t: r.timestamp, ...z }) : [];
  const departing = run.length > 0 && !hush && leavingByFixes(run, state.billed, guard);
  if (!departing && nis > FILTER_TUNING.gateChi2 && Math.hypot(ix, iy) > FILTER_TUNING.gateMinMeters) {
    return { state: { ...state, ...quiet, rejected: state.rejected + 1, run }, step: null };
  }

  // With Doppler, the distance does not rest on the positions: a pessimistic accuracy is left as it is.
  const least = positionsOnly ? FILTER_TUNING.minInflation : 1;
  const nisMean = departing
    ? state.nisMean
    : Math.min(
        FILTER_TUNING.maxInflation,
        Math.max(least, state.nisMean + FILTER_TUNING.nisAlpha * (nis / 2 - 1) * state.nisMean),
      );
  let kx = departing ? departureAxis(run, 'x', r2) : updateAxis(px, z.x, r2);
  let ky = departing ? departureAxis(run, 'y', r2) : updateAxis(py, z.y, r2);
  // A fix the filter finds doubtful (though under the gate) is probably reflected: so is its Doppler.
  const raw = dopplerSpeed(r);
  const measured = raw !== null && nis <= FILTER_TUNING.dopplerTrustChi2 ? raw : null;
  let doppler = state.doppler;
  if (measured !== null) {
    const alpha = 1 - Math.exp(-dt / FILTER_TUNING.dopplerTau);
    doppler = doppler === null ? measured : doppler + alpha * (measured - doppler);
    ({ kx, ky } = fuseSpeed(kx, ky, measured));
  }
  const here = { x: kx.p, y: ky.p };
  const recent = [
    ...state.recent.filter((s) => s.t >= r.timestamp - FILTER_TUNING.windowSeconds * 1000),
    { t: r.timestamp, ...here },
  ];
  const fixes = [...standingWindow(state.fixes, r.timestamp), { t: r.timestamp, ...z, s: guard }];
  const speed = doppler ?? windowSpeed(recent) ?? Math.hypot(kx.v, ky.v);
  const fromAnchor = Math.hypot(here.x - state.billed.x, here.y - state.billed.y);
  const withDoppler = doppler !== null;
  const dopplerStep =
    doppler === null ? 0 : (((state.lastDoppler ?? doppler) + (measured ?? doppler)) / 2) * dt;
  // A pull-away, or a crawl in a jam, is confirmed by the distance it has covered, not by one Doppler
  // reading (spikes happen): held while the smoothed speed stays above a crawl, dropped once it falls.
  // Not across fixes the gate rejected: a pull-away among reflections is no pull-away yet.
  const pullAway =
    state.rejected === 0 &&
    ((measured ?? 0) > FILTER_TUNING.stillEnterMps || (doppler !== null && doppler > FILTER_TUNING.crawlMps))
      ? state.held + dopplerStep
      : 0;
  // With Doppler the speed alone decides: positions in a street canyon wander by tens of metres while the
  // taxi stands still. Without it, leaving the anchor circle is the only sign of motion we have; the
  // departure is held until confirmed (below), and one that comes back inside the circle was none.
  const fromLeft = state.leaving
    ? Math.hypot(here.x - state.leaving.anchor.x, here.y - state.leaving.anchor.y)
    : 0;
  const stationary = state.stationary
    ? withDoppler
      ? speed <= FILTER_TUNING.crawlMps ||
        pullAway < Math.max(FILTER_TUNING.pullAwayMeters, FILTER_TUNING.pullAwaySigmas * guard)
      : (fromAnchor < FILTER_TUNING.stillExitRadius && !departing) || hush
    : state.leaving
      ? fromLeft < FILTER_TUNING.stillExitRadius
      : // Just after a moving restart the speed is the filter's guess from one or two fixes: wait for the
        // window's before calling it a stop.
        speed < FILTER_TUNING.stillEnterMps && (withDoppler || windowSpeed(recent) !== null);
  // Zero-velocity update: a standing taxi has no velocity, whatever the last reflections suggested; not
  // once the Doppler says it is pulling away, or the filter could not follow the start. Without Doppler,
  // not in the first seconds after a (re)start: a taxi that starts fast is still inside the anchor circle,
  // and zeroing its velocity there would gate out the fixes that follow.
  if (
    stationary &&
    (measured ?? 0) < FILTER_TUNING.stillEnterMps &&
    (withDoppler || windowSpeed(recent) !== null)
  ) {
    kx = still(kx);
    ky = still(ky);
  }
  const lagMs = FILTER_TUNING.smoothLagSeconds * 1000;
  const track = appendTrack(state.track, { t: r.timestamp, x: kx, y: ky }, lagMs);
  const smooth = withDoppler ? null : smoothedAt(track, r.timestamp - lagMs, FILTER_TUNING.accelSigma);
  // Not back across the end of a standstill: the standstill counted the waiting up to there.
  const lagged =
    smooth && !(state.stationary && !stationary)
      ? [
          ...state.lagged.filter(
            (p) => p.t >= smooth.t - FILTER_TUNING.windowSeconds * 1000 && p.t < smooth.t,
          ),
          { t: smooth.t, x: smooth.x, y: smooth.y },
        ]
      : [];

  // Without Doppler, how far a standing phone's fixes stray from its anchor: not in a restart's first
  // seconds, when a taxi leaving fast is still inside the circle.
  // Nor where only a quiet motion sensor keeps it standing: a taxi crawling out of the circle on a quietly
  // idling engine would swell the scatter, and its next departure would wait for that much more.
  const scatter =
    stationary &&
    state.stationary &&
    !withDoppler &&
    windowSpeed(recent) !== null &&
    !(hush && fromAnchor >= FILTER_TUNING.stillExitRadius)
      ? updateScatter(state.scatter, (z.x - state.billed.x) ** 2 + (z.y - state.billed.y) ** 2, dt)
      : state.scatter;
  // Without Doppler, waiting is decided where the smoother has seen both sides, above the net move a
  // standing phone's correlated error makes over the window (10-25 m in narrow streets: 1-2 m/s, more than
  // the spec's 5 km/h, so that short stops were billed as driving).
  const waitingSpeed = withDoppler ? speed : (windowSpeed(lagged) ?? speed);
  const waitingMps = withDoppler
    ? WAITING_SPEED_MPS
    : Math.hypot(
        WAITING_SPEED_MPS,
        (FILTER_TUNING.waitingNoiseSigmas * Math.SQRT2 * guard) / FILTER_TUNING.windowSeconds,
      );
  const slow = stationary || waitingSpeed < waitingMps;
  let billed = state.billed;
  let distanceMeters = 0;
  let leaving: GpsFilterState['leaving'] = null;
  const held = stationary ? pullAway : 0;
  if (stationary) {
    // Hold the billed point: whatever the fixes do, a standing taxi covers no distance. A departure that
    // came back to its anchor was none: what it held is dropped. Without Doppler, coming to a stop bills
    // the way since the last chord, so that the anchor is where the taxi stands.
    if (doppler !== null) billed = here;
    else if (state.leaving) billed = state.leaving.anchor;
    else if (!state.stationary) {
      distanceMeters = billedMeters(origin, billed, here);
      billed = here;
    }
  } else if (doppler !== null) {
    // Doppler speed is unaffected by the position error: integrate it (trapezoid) over the interval,
    // standing in the smoothed speed for an end that had no trusted Doppler.
    distanceMeters = state.stationary ? pullAway : dopplerStep;
    billed = here;
  } else {
    // Leaving a standstill bills the way from the anchor, which includes any creeping while held; then
    // chords.
    // Without Doppler the smoother's point exists (above).
    const end = smooth!;
    const fromBilled = Math.hypot(end.x - state.billed.x, end.y - state.billed.y);
    const chord =
      state.stationary ||
      fromBilled >= Math.max(FILTER_TUNING.chordMeters, FILTER_TUNING.chordSigmas * Math.sqrt(r2))
        ? billedMeters(origin, billed, end)
        : 0;
    if (chord > 0) billed = { x: end.x, y: end.y };
    const pending = state.stationary
      ? {
          anchor: state.billed,
          meters: 0,
          settled:
            state.standingSince !== null &&
            r.timestamp - state.standingSince >= FILTER_TUNING.settledSeconds * 1000,
        }
      : state.leaving;
    const away = state.stationary ? fromAnchor : fromLeft;
    if (
      pending &&
      (away <
        Math.max(
          FILTER_TUNING.leaveConfirmMeters,
          FILTER_TUNING.leaveConfirmSigmas * guard,
          pending.settled ? FILTER_TUNING.settledScatters * Math.sqrt(state.scatter) : 0,
        ) ||
        standingByFixes(fixes, state.scatter) ||
        hush)
    )
      leaving = { ...pending, meters: pending.meters + chord };
    else distanceMeters = (pending?.meters ?? 0) + chord;
  }
  // Without Doppler a standstill ends only once the positions are well away from the anchor: the seconds
  // since they began to leave it were counted as waiting but were driving, and are not counted again.
  let departedMs = 0;
  if (!withDoppler && state.stationary && !stationary) {
    let since = r.timestamp;
    for (let k = recent.length - 1; k >= 0; k--) {
      const p = recent[k]!;
      if (Math.hypot(p.x - state.billed.x, p.y - state.billed.y) < FILTER_TUNING.departedMeters) break;
      since = p.t;
    }
    departedMs = Math.max(0, state.lastAcceptedAt - since);
  }
  // Coming to a standstill, the smoother's last seconds, which the lagged speed has not judged yet, were
  // standing too.
  const arrivedMs =
    !withDoppler && stationary && !state.stationary && windowSpeed(state.lagged) !== null ? lagMs : 0;
  const waitingMs = (slow ? dt * 1000 : 0) + arrivedMs;
  const repaid = Math.min(state.waitingDebtMs + departedMs, waitingMs);
  const estimated =
    doppler === null && state.nisMean >= FILTER_TUNING.estimatedInflation && distanceMeters > 0;
  const tripMeters = state.tripMeters + distanceMeters;
  return {
    state: {
      origin,
      kx,
      ky,
      lastAcceptedAt: r.timestamp,
      billed,
      stationary,
      ...quiet,
      standingSince:
        stationary || leaving
          ? state.stationary || state.leaving
            ? (state.standingSince ?? r.timestamp)
            : r.timestamp
          : null,
      doppler,
      lastDoppler: measured,
      held,
      rejected: 0,
      nisMean,
      recent,
      lagged,
      waitingDebtMs: state.waitingDebtMs + departedMs - repaid,
      track,
      fixes,
      run: stationary ? run : [],
      leaving,
      scatter,
      tripMeters,
      movingMs: state.movingMs + (stationary ? 0 : dt * 1000),
      checkpoints: addCheckpoint(state.checkpoints, { t: r.timestamp, ...here, d: tripMeters }),
    },
    step: {
      distanceMeters,
      slow: waitingMs > repaid,
      // A share, not the flag, whenever the waiting is not the interval itself: a credit exceeds it.
      ...(repaid > 0 || arrivedMs > 0 ? { waitingShare: (waitingMs - repaid) / (dt * 1000) } : {}),
      ...(estimated ? { estimate: { ...spread(distanceMeters), kind: 'filtered' } } : {}),
    },
  };
}

/**
 * At stop, without Doppler, the way from the last point billed to the filter's position: the smoother's
 * few seconds and the last chord's remainder, which a moving taxi has driven. Nothing for a standing taxi
 * (billed when it stopped), for a departure not confirmed yet, or with Doppler (billed at every fix).
 */
export function finishGpsFilter(state: GpsFilterState): number {
  if (!state.origin || state.doppler !== null || state.stationary || state.leaving) return 0;
  return billedMeters(state.origin, state.billed, { x: state.kx.p, y: state.ky.p });
}

/** The meter's filter, as `createTaximeter` takes it. */
export const gpsFilter: MotionFilter<GpsFilterState> = {
  initial: initialGpsFilter,
  step: stepGpsFilter,
  finish: finishGpsFilter,
};
