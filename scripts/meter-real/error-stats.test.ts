import { describe, expect, it } from 'vitest';
import { createRng } from '../meter-sim/prng';
import { crossTrack, pathLength } from './cross-track';
import { ACF_LAGS, autocorrelation, efoldingSeconds, fixErrors, summarize } from './error-stats';
import { parseGsdcKml, parseNmeaTruth, parseOsmandGpx } from './parse';
import type { PhoneFix, TruthFix } from './parse';

const M_PER_DEG = (Math.PI / 180) * 6_371_000;

describe('the recorded traces parsers', () => {
  it('reads a GNSS Analysis KML fix: time of day on the given date, accuracy, speed from its velocity', () => {
    const kml = `<Placemark><description>7, UTC 22:14:55
37.4358532,-122.1090913,EA3.8m
Alt -33.6 m, EA 1.0 m
Vel 3.0,-4.0, EA 0.00 m/s</description></Placemark>`;
    expect(parseGsdcKml(kml, '2020-05-14')).toEqual([
      { t: Date.parse('2020-05-14T22:14:55Z'), lat: 37.4358532, lng: -122.1090913, accuracy: 3.8, speed: 5 },
    ]);
  });

  it('reads NMEA GGA positions (west and south negative) with their RMC speed in m/s', () => {
    const nmea = [
      '$GPGGA,220134.10,3725.4168119,N,12205.6498010,W,1,14,1.0,2.70,M,-32.64,M,,*51',
      '$GPRMC,220134.10,A,3725.417,N,12205.650,W,10.0,192.8,140520,,,A*11',
    ].join('\n');
    const [fix] = parseNmeaTruth(nmea, '2020-05-14');
    expect(fix!.t).toBe(Date.parse('2020-05-14T22:01:34.100Z'));
    expect(fix!.lat).toBeCloseTo(37 + 25.4168119 / 60, 9);
    expect(fix!.lng).toBeCloseTo(-(122 + 5.649801 / 60), 9);
    expect(fix!.speed).toBeCloseTo(5.14444, 4);
  });

  it('reads an OsmAnd track: <hdop> as the accuracy in metres, the speed from km/h', () => {
    const gpx = `<trkpt lat="51.05" lon="-1.32"><time>2019-11-29T11:53:48Z</time><hdop>3.0</hdop>
      <extensions><gte:gps speed="18.0"/></extensions></trkpt>`;
    expect(parseOsmandGpx(gpx)).toEqual([
      { t: Date.parse('2019-11-29T11:53:48Z'), lat: 51.05, lng: -1.32, accuracy: 3, speed: 5 },
    ]);
  });
});

describe('error statistics against a reference', () => {
  // A car driving north at 10 m/s; the phone's error a slow random walk east plus a fixed 2 m north.
  const truth: TruthFix[] = Array.from({ length: 6001 }, (_, i) => ({
    t: i * 100,
    lat: 30 + (i * 1) / M_PER_DEG,
    lng: -8,
    speed: 10,
  }));
  const rng = createRng(5);
  const decay = Math.exp(-1 / 30);
  let east = 0;
  const fixes: PhoneFix[] = Array.from({ length: 600 }, (_, s) => {
    east = east * decay + 3 * Math.sqrt(1 - decay * decay) * rng.gaussian();
    return {
      t: s * 1000,
      lat: 30 + (s * 10 + 2) / M_PER_DEG,
      lng: -8 + east / (M_PER_DEG * Math.cos((30 * Math.PI) / 180)),
      accuracy: 5,
      speed: 9.5,
    };
  });

  it('splits the error along and across the way the reference travels', () => {
    const errors = fixErrors(fixes, truth);
    expect(errors.length).toBeGreaterThan(590);
    for (const e of errors) {
      expect(e.along).toBeCloseTo(2, 1);
      expect(e.across).toBeCloseTo(-e.east, 6);
      expect(e.speedError).toBeCloseTo(-0.5, 6);
    }
  });

  it('finds a 30 s correlation time in a 30 s Ornstein-Uhlenbeck error, and no jumps', () => {
    const s = summarize(fixErrors(fixes, truth));
    expect(s.tauAcross).toBeGreaterThan(15);
    expect(s.tauAcross).toBeLessThan(60);
    expect(s.stepsOver10m).toBe(0);
    expect(s.medianInterval).toBe(1);
    const white = autocorrelation(
      Array.from({ length: 500 }, (_, i) => ({ t: i * 1000, v: rng.gaussian() })),
      ACF_LAGS,
    );
    expect(efoldingSeconds(ACF_LAGS, white)).toBeLessThan(1);
  });

  it('measures a fix off a known road by its signed distance from it, and a path by its length', () => {
    const road = [
      { lat: 30, lng: -8 },
      { lat: 30 + 1000 / M_PER_DEG, lng: -8 },
    ];
    const off = (metresEast: number): PhoneFix => ({
      t: 0,
      lat: 30 + 500 / M_PER_DEG,
      lng: -8 + metresEast / (M_PER_DEG * Math.cos((30 * Math.PI) / 180)),
      accuracy: 4,
      speed: null,
    });
    const [east, west] = crossTrack([off(5), off(-5)], road);
    expect(Math.abs(east!.across)).toBeCloseTo(5, 1);
    expect(west!.across).toBeCloseTo(-east!.across, 6);
    expect(pathLength(road)).toBeCloseTo(1000, 0);
  });
});
