import { describe, expect, it } from 'vitest';
import { testTariff } from '../../test-support/test-tariff';
import { drive, jitter, offset } from '../../test-support/taximeter-test-trips';
import type { GpsReading } from './gps-reading';
import { replayTrip, runEvents, tripEvents } from './taximeter-replay';
import { selectEstimatedShare } from './taximeter-selectors';

const NOON = Date.parse('2026-07-01T11:00:00Z');
const replay = (readings: Parameters<typeof replayTrip>[0]) =>
  replayTrip(readings, { tariff: testTariff, city: 'casablanca' });
const withoutDoppler = (readings: Parameters<typeof replayTrip>[0]) =>
  readings.map(({ speed: _speed, ...r }) => r);

// A clean straight road at highway speed, 1 Hz, 5 m accuracy, the meter started while already moving: the
// filter's velocity starts unknown, so its first seconds neither gate the fixes out nor inflate the noise.
describe('highway speed from the first fix', () => {
  describe.each([16, 20, 25, 30])('%i m/s', (speed) => {
    const road = drive(NOON, [{ seconds: 300, speed }], 3, speed);
    const truth = speed * 300;

    it.each([
      ['with Doppler', road],
      ['without Doppler', withoutDoppler(road)],
    ])('%s: the distance measured, nothing estimated', (_label, readings) => {
      const out = replay(readings);
      expect(Math.abs(out.distanceMeters - truth) / truth).toBeLessThan(0.01);
      expect(out.estimatedMeters).toBe(0);
      expect(out.filter.nisMean).toBeLessThan(2);
    });

    it.each([
      ['with Doppler', road],
      ['without Doppler', withoutDoppler(road)],
    ])('%s, a 50 s gap: bridged at about the straight line, only the gap estimated', (label, readings) => {
      const out = replay(readings.filter((_, i) => i < 100 || i >= 150));
      expect(Math.abs(out.distanceMeters - truth) / truth).toBeLessThan(0.01);
      // The 51 s between the fixes either side; without Doppler, also the few seconds the smoother (and the
      // last chord) had not billed yet.
      const gap = speed * 51;
      expect(out.estimatedMeters).toBeGreaterThan(gap * 0.97);
      expect(out.estimatedMeters).toBeLessThan(gap + speed * (label === 'with Doppler' ? 1 : 5));
      expect(out.estimatedSpans.map((span) => span.kind)).toEqual(['gap']);
      expect(selectEstimatedShare(out)).toBeLessThan(0.2);
    });
  });

  // Before the fix, the standstill's zero-velocity update held the velocity at 0 inside the 40 m anchor circle
  // and the fixes after it were gated out: 4,160-4,450 m billed and 138-151 s of waiting here.
  it('a taxi leaving a standstill at 20 m/s without Doppler: held while standing, then billed', () => {
    const readings = withoutDoppler(
      drive(
        NOON,
        [
          { seconds: 120, speed: 0 },
          { seconds: 200, speed: 20 },
        ],
        3,
        7,
      ),
    );
    const out = replay(readings);
    // The step from 0 to 20 m/s in one second costs the constant-velocity filter a little.
    expect(Math.abs(out.distanceMeters - 4000) / 4000).toBeLessThan(0.02);
    expect(out.waitingSeconds).toBeGreaterThan(115);
    expect(out.waitingSeconds).toBeLessThan(126);
  });
});

describe('standing still and leaving without Doppler', () => {
  const still = drive(NOON, [{ seconds: 600, speed: 0 }], 3, 11);
  /** The fixes pulled `metres` east for `seconds` from `at` (multipath down the street), ramping in and out. */
  const excursion = (readings: typeof still, at: number, seconds: number, metres: number) =>
    readings.map((r, i) => {
      const into = Math.min(i - at, at + seconds - i, 3) / 3;
      if (into <= 0) return r;
      const east = (metres * into) / (6_371_000 * Math.cos((r.lat * Math.PI) / 180));
      return { ...r, lng: r.lng + (east * 180) / Math.PI };
    });

  // The filter before the issue 16 review billed 365 m here: each excursion left the 40 m circle and was billed.
  it('a phone lying still whose fixes wander 50-120 m away and back bills nothing', () => {
    let readings = withoutDoppler(still);
    readings = excursion(readings, 100, 20, 60);
    readings = excursion(readings, 250, 12, 120);
    readings = excursion(readings, 420, 30, 50);
    const out = replay(readings);
    expect(out.distanceMeters).toBe(0);
    // Waiting goes by the positions' speed: the seconds the fixes raced away and back are not waiting.
    expect(out.waitingSeconds).toBeGreaterThan(600 - 62);
  });

  it('a taxi pulling away is billed in full once it is clearly gone; the live distance lags meanwhile', () => {
    const readings = withoutDoppler(
      drive(
        NOON,
        [
          { seconds: 90, speed: 0 },
          { seconds: 200, speed: 8 },
        ],
        3,
        12,
      ),
    );
    // 7 s after pulling away, 56 m from the anchor: held, not billed yet.
    const departing = runEvents(
      tripEvents(
        readings.slice(0, 98),
        { startAt: NOON, stopAt: null, background: [] },
        { tariff: testTariff, city: 'casablanca' },
      ),
    );
    expect(departing.distanceMeters).toBe(0);
    const out = replay(readings);
    expect(Math.abs(out.distanceMeters - 1600) / 1600).toBeLessThan(0.02);
  });
});

// Issue 16, round 6: a phone whose standing fixes have been seen to wander for minutes is judged against
// that wander. Its fixes swing 40 m across the street (period 47 s, 25 m accuracy); then a reflection
// carries them 100 m down it for 40 s and back.
describe('a long standstill judged against its own scatter, without Doppler', () => {
  const degrees = (metres: number) => (metres / 6_371_000) * (180 / Math.PI);
  const wandering = (readings: GpsReading[], until: number, east: (i: number) => number) =>
    readings.map((r, i) => ({
      ...r,
      lat: r.lat + degrees(i <= until ? 40 * Math.sin((2 * Math.PI * i) / 47) : 0),
      lng: r.lng + degrees(east(i)) / Math.cos((r.lat * Math.PI) / 180),
      accuracy: 25,
    }));
  const reflection = (at: number) => (i: number) => 100 * Math.max(0, Math.min(i - at, at + 40 - i, 5) / 5);
  const still = withoutDoppler(drive(NOON, [{ seconds: 600, speed: 0 }], 3, 11));

  // With the departure confirmed at 80 m whatever the standstill had shown, 270-336 m were billed here.
  it.each([300, 400])('a reflection %i s into a still phone bills nothing', (at) => {
    const out = replay(wandering(still, 600, reflection(at)));
    expect(out.distanceMeters).toBe(0);
    expect(out.filter.scatter).toBeGreaterThan(20 ** 2);
  });

  it('in the first four minutes the departure is confirmed at 80 m, as before: the wander is not known yet', () => {
    expect(replay(wandering(still, 600, reflection(100))).distanceMeters).toBeGreaterThan(200);
  });

  // Confirmed later (4 x the scatter, about 115 m, instead of 80 m), but held meanwhile and billed whole.
  it.each([4, 8, 15])('a taxi leaving at %i m/s after 5 minutes standing is billed in full', (speed) => {
    const legs = [
      { seconds: 300, speed: 0 },
      { seconds: 200, speed },
    ];
    const out = replay(wandering(withoutDoppler(drive(NOON, legs, 3, 5)), 300, () => 0));
    expect(Math.abs(out.distanceMeters - speed * 200) / (speed * 200)).toBeLessThan(0.01);
    expect(out.estimatedMeters).toBe(0);
    expect(out.waitingSeconds).toBeGreaterThan(285);
    expect(out.waitingSeconds).toBeLessThan(305);
  });
});

describe('pulling away from a standstill without Doppler', () => {
  // Round 4 of issue 16: the standstill's zero-velocity update pinned the velocity, the fixes of the pull-away
  // were pulled at barely and then gated out, and 12 s later a false gap restarted the filter: the
  // departure was bridged (an estimate) instead of measured, and its seconds were counted as standing.
  it('a taxi accelerating away at 1.5 m/s² is measured, not bridged as a gap', () => {
    const accelerating = Array.from({ length: 10 }, (_, i) => ({ seconds: 1, speed: 1.5 * (i + 1) }));
    const readings = withoutDoppler(
      drive(NOON, [{ seconds: 120, speed: 0 }, ...accelerating, { seconds: 120, speed: 15 }], 3, 17),
    );
    const truth = 1.5 * 55 + 15 * 120;
    const out = replay(readings);
    expect(out.estimatedSpans).toEqual([]);
    expect(Math.abs(out.distanceMeters - truth) / truth).toBeLessThan(0.02);
    expect(out.waitingSeconds).toBeGreaterThan(115);
    expect(out.waitingSeconds).toBeLessThan(128);
  });
});

describe('stopping while moving without Doppler', () => {
  it('bills at stop the way the smoother and the last chord had not billed yet', () => {
    const readings = withoutDoppler(drive(NOON, [{ seconds: 60, speed: 12 }], 3, 13));
    const options = { tariff: testTariff, city: 'casablanca' };
    const running = runEvents(tripEvents(readings, { startAt: NOON, stopAt: null, background: [] }, options));
    const stopped = replay(readings);
    // Running, the billed point trails the taxi by 3 s or more; the final fare has the whole 720 m.
    expect(running.distanceMeters).toBeLessThan(720 - 30);
    expect(Math.abs(stopped.distanceMeters - 720)).toBeLessThan(10);
  });
});

describe('waiting without Doppler', () => {
  const options = { tariff: testTariff, city: 'casablanca' };
  // Issue 16, round 3: waiting is decided on the smoothed positions 3 s back, with a threshold above the net
  // move the fixes' noise makes; before, a stop inside a moving stretch was counted 35 s of 30 here.
  it('a 30 s stop between two stretches of driving counts its 30 s', () => {
    const readings = withoutDoppler(
      drive(
        NOON,
        [
          { seconds: 60, speed: 8 },
          { seconds: 30, speed: 0 },
          { seconds: 60, speed: 8 },
        ],
        10,
        5,
      ),
    );
    const out = replayTrip(readings, options);
    expect(out.waitingSeconds).toBeGreaterThan(26);
    expect(out.waitingSeconds).toBeLessThan(33);
  });

  it('leaving a standstill: the seconds before the standstill saw the taxi go are not counted twice', () => {
    const readings = withoutDoppler(
      drive(
        NOON,
        [
          { seconds: 90, speed: 0 },
          { seconds: 200, speed: 8 },
        ],
        10,
        12,
      ),
    );
    const out = replayTrip(readings, options);
    expect(out.waitingSeconds).toBeGreaterThan(88);
    expect(out.waitingSeconds).toBeLessThan(97);
    expect(out.filter.waitingDebtMs).toBe(0);
  });
});

describe('restarting after a gap without Doppler', () => {
  // Before the fix the restart was a standstill: the ride's last 40 m after the gap were held as a departure
  // not yet confirmed, and dropped at stop (the taximeter journey billed 0.48 of 0.55 km).
  it('a taxi driving before the gap restarts moving: the stretch after it is billed, not held', () => {
    const road = withoutDoppler(drive(NOON, [{ seconds: 90, speed: 10 }], 3, 14));
    // 30 s gap, then 5 s (50 m) of driving before the ride ends.
    const out = replay(road.filter((_, i) => i < 55 || i >= 85));
    expect(out.filter.stationary).toBe(false);
    expect(Math.abs(out.distanceMeters - 900) / 900).toBeLessThan(0.02);
    expect(out.estimatedSpans.map((span) => span.kind)).toEqual(['gap']);
  });

  it('a phone standing before the gap that reappears far away restarts moving', () => {
    const road = withoutDoppler(
      drive(
        NOON,
        [
          { seconds: 60, speed: 0 },
          { seconds: 40, speed: 8 },
        ],
        3,
        15,
      ),
    );
    // The gap covers the pull-away (the last 2 s standing, 31 s driving); 8 s (64 m) driven after it, billed
    // as measured, not held as a departure of less than 80 m and dropped at stop.
    const out = replay(road.filter((_, i) => i < 58 || i >= 91));
    expect(out.filter.stationary).toBe(false);
    expect(Math.abs(out.distanceMeters - out.estimatedMeters - 64)).toBeLessThan(10);
    expect(out.estimatedSpans.map((span) => span.kind)).toEqual(['gap']);
  });

  it('a phone standing before the gap and back near its anchor after it bills nothing', () => {
    const out = replay(
      withoutDoppler(drive(NOON, [{ seconds: 200, speed: 0 }], 3, 16)).filter((_, i) => i < 60 || i >= 100),
    );
    expect(out.distanceMeters).toBe(0);
  });
});

describe('a pessimistic reported accuracy', () => {
  /** A lane zig-zagging by 30 degrees every 60 m, at 5 m/s, fixes with 2-4 m of error reporting 30 m. */
  const lane = (() => {
    const rand = jitter(21);
    const readings: GpsReading[] = [];
    let east = 0;
    let north = 0;
    for (let t = 0; t <= 400; t++) {
      if (t > 0) {
        const heading = ((Math.floor((t - 1) / 12) % 2 ? 30 : -30) * Math.PI) / 180;
        east += 5 * Math.cos(heading);
        north += 5 * Math.sin(heading);
      }
      readings.push({
        ...offset(east + 4 * rand(), north + 4 * rand()),
        timestamp: NOON + t * 1000,
        accuracy: 30,
        speed: 5,
      });
    }
    return readings;
  })();

  // Taken at its word, 30 m makes chords of 80 m that cut every bend (1,756 m of 2,000 before issue 16's
  // deflation); the innovations show the fixes are better than that.
  it('without Doppler, is deflated and the lane billed with shorter chords', () => {
    const out = replay(withoutDoppler(lane));
    expect(out.filter.nisMean).toBeLessThan(0.3);
    expect(out.distanceMeters).toBeGreaterThan(2000 * 0.9);
    expect(out.distanceMeters).toBeLessThan(2000);
  });

  it('with Doppler, is left as reported: the distance does not rest on the positions', () => {
    const out = replay(lane);
    expect(out.filter.nisMean).toBe(1);
    expect(Math.abs(out.distanceMeters - 2000) / 2000).toBeLessThan(0.01);
  });
});

describe("the phone's motion sensor, without Doppler", () => {
  const degrees = (metres: number) => (metres / 6_371_000) * (180 / Math.PI);
  // A reflection carrying the fixes 100 m east for 40 s, `at` seconds in (round 6's test phone).
  const reflected = (readings: GpsReading[], at: number) =>
    readings.map((r, i) => ({
      ...r,
      lng:
        r.lng +
        degrees(100 * Math.max(0, Math.min(i - at, at + 40 - i, 5) / 5)) / Math.cos((r.lat * Math.PI) / 180),
      accuracy: 25,
    }));
  const sensed = (readings: GpsReading[], vibration: (i: number) => number) =>
    readings.map((r, i) => ({ ...r, vibration: vibration(i) }));
  const still = withoutDoppler(drive(NOON, [{ seconds: 600, speed: 0 }], 3, 11));

  it('a reflection 100 s into a still phone bills nothing when its sensor reads quiet', () => {
    // Without the sensor, over 200 m (the previous section).
    const out = replay(sensed(reflected(still, 100), () => 0.02));
    expect(out.distanceMeters).toBe(0);
    expect(out.waitingSeconds).toBeCloseTo(600, 0);
  });

  it('a still phone touched during the reflection is held by the quiet fixes either side', () => {
    const touched = (i: number) => (i >= 110 && i < 113 ? 1.2 : 0.02);
    expect(replay(sensed(reflected(still, 100), touched)).distanceMeters).toBe(0);
  });

  it('a quiet phone back from a 60 s gap 150 m away stood: nothing bridged', () => {
    const gap = still.filter((_, i) => i < 200 || i >= 260);
    const moved = gap.map((r, i) =>
      i >= 200 ? { ...r, lng: r.lng + degrees(150) / Math.cos((r.lat * Math.PI) / 180) } : r,
    );
    const out = replay(sensed(moved, () => 0.02));
    expect(out.distanceMeters).toBe(0);
    // Without the sensor it restarts moving there and bills the gap's straight line.
    expect(replay(moved).distanceMeters).toBeGreaterThan(100);
  });

  it.each([4, 8, 15])(
    'a taxi whose idling engine reads quiet, leaving at %i m/s after 5 minutes, is billed in full',
    (speed) => {
      const legs = [
        { seconds: 300, speed: 0 },
        { seconds: 200, speed },
      ];
      const ride = withoutDoppler(drive(NOON, legs, 3, 5));
      const out = replay(sensed(ride, (i) => (i <= 300 ? 0.03 : 0.35)));
      expect(Math.abs(out.distanceMeters - speed * 200) / (speed * 200)).toBeLessThan(0.01);
      // The same distance and waiting as without the sensor: the quiet fixes delay nothing here.
      const none = replay(ride);
      expect(out.distanceMeters).toBe(none.distanceMeters);
      expect(out.waitingSeconds).toBe(none.waitingSeconds);
    },
  );

  it('a taxi that stops with a quiet engine after a moving restart stands: its wander is not billed', () => {
    // Moving before a 30 s gap, parked after it: quiet from the gap on, fixes swinging 80 m for 4 minutes
    // (without the sensor, 2 km billed).
    const legs = [
      { seconds: 60, speed: 10 },
      { seconds: 300, speed: 0 },
    ];
    const road = withoutDoppler(drive(NOON, legs, 3, 17)).filter((_, i) => i < 55 || i >= 85);
    const swinging = road.map((r, i) =>
      i >= 60 ? { ...r, lat: r.lat + degrees(80 * Math.sin((2 * Math.PI * i) / 47)), accuracy: 25 } : r,
    );
    // The fix after the gap reads the 5 s driven in it: not quiet.
    const loudThenQuiet = (i: number) => (i <= 55 ? 0.35 : 0.02);
    const out = replay(sensed(swinging, loudThenQuiet));
    expect(Math.abs(out.distanceMeters - 600) / 600).toBeLessThan(0.03);
    expect(replay(swinging).distanceMeters).toBeGreaterThan(1000);
  });

  it('fixes whose sensor reads the road throughout bill exactly as fixes without a sensor', () => {
    const ride = withoutDoppler(
      drive(
        NOON,
        [
          { seconds: 90, speed: 0 },
          { seconds: 120, speed: 9 },
          { seconds: 40, speed: 0 },
          { seconds: 60, speed: 6 },
        ],
        8,
        18,
      ),
    );
    const loud = replay(sensed(ride, () => 0.4));
    const none = replay(ride);
    expect(loud.distanceMeters).toBe(none.distanceMeters);
    expect(loud.waitingSeconds).toBe(none.waitingSeconds);
    expect(loud.price).toBe(none.price);
  });
});
