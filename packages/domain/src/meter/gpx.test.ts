import { describe, expect, it } from 'vitest';
import { GpxError, parseGpx, parseGpxTrip, writeGpx } from './gpx';
import { testTariff } from '../../test-support/test-tariff';
import { replayTrip } from './taximeter-replay';
import { drive } from '../../test-support/taximeter-test-trips';

const wrap = (points: string, ns = '') =>
  `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"${ns}><trk><trkseg>${points}</trkseg></trk></gpx>`;

describe('parseGpx', () => {
  it.each([
    [
      'namespaced extensions',
      wrap(
        '<trkpt lat="31.6258" lon="-7.9891"><time>2026-07-01T10:00:00Z</time><hdop>1.4</hdop><extensions><mz:accuracy>12.5</mz:accuracy><mz:speed>3.2</mz:speed></extensions></trkpt>',
        ' xmlns:mz="https://example.org/x"',
      ),
      {
        lat: 31.6258,
        lng: -7.9891,
        timestamp: Date.parse('2026-07-01T10:00:00Z'),
        hdop: 1.4,
        accuracy: 12.5,
        speed: 3.2,
      },
    ],
    [
      'plain extensions',
      wrap(
        '<trkpt lat="31.6" lon="-7.9"><time>2026-07-01T10:00:01.500Z</time><extensions><accuracy>4</accuracy><speed>0</speed></extensions></trkpt>',
      ),
      { lat: 31.6, lng: -7.9, timestamp: Date.parse('2026-07-01T10:00:01.500Z'), accuracy: 4, speed: 0 },
    ],
    [
      'Garmin-style nested extension',
      wrap(
        '<trkpt lat="31.6" lon="-7.9"><time>2026-07-01T10:00:00Z</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:speed>7</gpxtpx:speed></gpxtpx:TrackPointExtension></extensions></trkpt>',
        ' xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2"',
      ),
      { lat: 31.6, lng: -7.9, timestamp: Date.parse('2026-07-01T10:00:00Z'), speed: 7 },
    ],
    [
      'no optional fields',
      wrap('<trkpt lat="0" lon="0"><time>2026-07-01T10:00:00Z</time></trkpt>'),
      { lat: 0, lng: 0, timestamp: Date.parse('2026-07-01T10:00:00Z') },
    ],
  ])('%s', (_label, xml, expected) => {
    expect(parseGpx(xml)).toEqual([expected]);
  });

  it.each([
    ['not XML', 'hello <gpx', /Not well-formed|No <gpx>/],
    ['unclosed', '<gpx><trk>', /Not well-formed/],
    ['no track', '<gpx version="1.1"></gpx>', /No <trk>/],
    ['empty segment', wrap(''), /no <trkpt>/],
    ['bad latitude', wrap('<trkpt lat="99" lon="0"><time>2026-07-01T10:00:00Z</time></trkpt>'), /lat\/lon/],
    ['no time', wrap('<trkpt lat="1" lon="0"></trkpt>'), /<time>/],
    [
      'bad speed',
      wrap(
        '<trkpt lat="1" lon="0"><time>2026-07-01T10:00:00Z</time><extensions><speed>fast</speed></extensions></trkpt>',
      ),
      /speed/,
    ],
  ])('rejects %s with a reason', (_label, xml, reason) => {
    expect(() => parseGpx(xml)).toThrow(GpxError);
    expect(() => parseGpx(xml)).toThrow(reason);
  });
});

describe('writeGpx', () => {
  const tariff = testTariff;
  const readings = drive(
    Date.parse('2026-07-01T20:55:00Z'),
    [
      { seconds: 90, speed: 9.3 },
      { seconds: 40, speed: 0 },
      { seconds: 200, speed: 11.7 },
    ],
    7,
    11,
  ).map((r, i) => (i % 5 === 0 ? { ...r, hdop: 1.1 } : r));

  it('round-trips readings exactly', () => {
    expect(parseGpx(writeGpx(readings))).toEqual(readings);
  });

  it('round-trips the motion sensor readings: a still phone replays to the same fare', () => {
    // Fixes thrown 100 m east for 40 s, the sensor reading quiet throughout.
    const still = drive(Date.parse('2026-07-01T11:00:00Z'), [{ seconds: 300, speed: 0 }], 3, 12).map(
      ({ speed: _, ...r }, i) => ({
        ...r,
        lng: r.lng + (i >= 100 && i < 140 ? 0.001 : 0),
        accuracy: 25,
        vibration: 0.02,
      }),
    );
    const parsed = parseGpx(writeGpx(still));
    expect(parsed).toEqual(still);
    const options = { tariff, city: 'casablanca' };
    expect(replayTrip(parsed, options).price).toBe(replayTrip(still, options).price);
  });

  it('an exported trip replays to the same fare', () => {
    const options = { tariff, city: 'casablanca' };
    const live = replayTrip(readings, options);
    const replayed = replayTrip(parseGpx(writeGpx(readings)), options);
    expect(replayed.price).toBe(live.price);
    expect(replayed.distanceMeters).toBe(live.distanceMeters);
    expect(replayed.tariffNightAtStart).toBe(true);
  });
});

describe('meter marks', () => {
  const readings = drive(Date.parse('2026-07-01T11:00:05Z'), [{ seconds: 30, speed: 8 }], 3, 5);
  const startAt = Date.parse('2026-07-01T11:00:00.250Z');

  it.each([
    [
      'stopped, with background spans',
      { startAt, stopAt: startAt + 90_000, background: [{ from: startAt + 40_000, to: startAt + 70_123 }] },
    ],
    ['stopped, no background', { startAt, stopAt: startAt + 35_000, background: [] }],
    ['still running', { startAt, stopAt: null, background: [] }],
  ])('%s round-trip exactly', (_label, marks) => {
    expect(parseGpxTrip(writeGpx(readings, 'trip', marks))).toEqual({ readings, marks, city: null });
  });

  it('a file without marks parses with marks and city null', () => {
    const trip = parseGpxTrip(writeGpx(readings));
    expect(trip.marks).toBeNull();
    expect(trip.city).toBeNull();
  });

  it('carries the tariff city the meter billed in, apart from the marks', () => {
    const marks = { startAt, stopAt: startAt + 35_000, background: [] };
    const xml = writeGpx(readings, 'trip', { ...marks, city: 'fes' });
    expect(xml).toContain('<mizan:city>fes</mizan:city>');
    expect(parseGpxTrip(xml)).toEqual({ readings, marks, city: 'fes' });
  });

  it('refuses a span that ends before it starts', () => {
    const xml = writeGpx(readings, 'trip', {
      startAt,
      stopAt: null,
      background: [{ from: startAt + 10, to: startAt }],
    });
    expect(() => parseGpxTrip(xml)).toThrow('ends before it starts');
  });
});

describe('estimated stretches', () => {
  const startAt = Date.parse('2026-07-01T10:00:00Z');
  const readings = drive(startAt, [{ seconds: 200, speed: 10 }]).filter((_, i) => i < 80 || i >= 140);
  const out = replayTrip(readings, { tariff: testTariff, city: 'casablanca' });
  const marks = { startAt, stopAt: startAt + 200_000, background: [] };
  const xml = writeGpx(readings, 'trip', marks, {
    spans: out.estimatedSpans,
    desc: 'Fare 9.99 MAD, between 9 and 11',
  });

  it('start a new segment after each gap, list the stretches and say the range in desc', () => {
    const segments = xml
      .split('<trkseg>')
      .slice(1)
      .map((seg) => (seg.match(/<trkpt /g) ?? []).length);
    expect(segments).toEqual([80, readings.length - 80]);
    expect(xml).toContain('<desc>Fare 9.99 MAD, between 9 and 11</desc>');
    expect(xml).toMatch(
      /<mizan:estimated>\s*<mizan:from>2026-07-01T10:01:19\.000Z<\/mizan:from>\s*<mizan:to>2026-07-01T10:02:20\.000Z<\/mizan:to>\s*<mizan:kind>gap<\/mizan:kind>/,
    );
  });

  it('read back as one track: the same readings, marks and fare', () => {
    const trip = parseGpxTrip(xml);
    expect(trip).toEqual({ readings, marks, city: null });
    expect(replayTrip(trip.readings, { tariff: testTariff, city: 'casablanca', marks }).price).toBe(
      replayTrip(readings, { tariff: testTariff, city: 'casablanca', marks }).price,
    );
  });
});
