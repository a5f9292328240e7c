import { describe, expect, it } from 'vitest';
import { parseGpxTrip } from '@mizan/domain/meter/gpx';
import { selectFareRangeMad } from '@mizan/domain/meter/taximeter-selectors';
import { drive } from '@mizan/domain/test-support/taximeter-test-trips';
import { applyToSession, startSession } from './meter-session';
import type { MeterSession, SessionEvent } from './meter-session';
import { fareReceiptHtml, tripFileStem, tripGpx } from './trip-export';
import type { ReceiptText } from './trip-export';

const T0 = Date.parse('2026-07-01T13:00:00Z');

// Keys and values as the page would pass them, without i18next: enough to see what goes where.
const text: ReceiptText = (key, vars) =>
  vars
    ? `${key}(${Object.entries(vars)
        .map(([k, v]) => `${k}=${v}`)
        .join(',')})`
    : key;

const cityName = (city: string) => `city:${city}`;

/** The fare record in English with these texts; Intl separates the currency with a no-break space. */
const receipt = (session: MeterSession, words: ReceiptText = text) =>
  fareReceiptHtml(session.record, session.state, 'en', words, cityName, 'wilaya tariff of 2012').replace(
    /\u00a0/g,
    ' ',
  );

describe('tripFileStem', () => {
  it.each([
    ['2026-07-01T13:00:00Z', 'mizan-taxi-20260701-1400'],
    // Ramadan 2026: Morocco is on UTC+0.
    ['2026-03-01T23:30:00Z', 'mizan-taxi-20260301-2330'],
  ])('%s -> %s (Moroccan local time)', (iso, stem) => expect(tripFileStem(Date.parse(iso))).toBe(stem));
});

describe('fareReceiptHtml', () => {
  const readings = drive(
    T0 + 1000,
    [
      { seconds: 200, speed: 10 },
      { seconds: 120, speed: 0 },
    ],
    4,
    2,
  );
  const events: SessionEvent[] = [
    ...readings.slice(0, 150).map((reading) => ({ type: 'fix', reading }) as SessionEvent),
    { type: 'hidden', at: T0 + 160_000 },
    { type: 'visible', at: T0 + 200_000 },
    ...readings.slice(200).map((reading) => ({ type: 'fix', reading }) as SessionEvent),
    { type: 'stop', at: T0 + 330_000 },
  ];
  const session = events.reduce(applyToSession, startSession(T0));
  const html = receipt(session);

  it('shows the fare the card showed, and how it adds up', () => {
    const fare = (session.state.price / 100).toFixed(2);
    expect(html).toContain(`data-fare="${Number(fare)}"`);
    expect(html).toContain(`MAD ${fare}`);
    expect(html).toMatch(/pickup<\/th><td>MAD 2\.00/);
    expect(html).toContain('× 1');
    expect(html).toContain('nightNo(from=20:00,to=06:00)');
  });

  it('says when, how far, how long waiting, which tariff, in Moroccan time', () => {
    expect(html).toContain('Jul 1, 2026, 2:00:00 PM (UTC+1)');
    expect(html).toContain('Jul 1, 2026, 2:05:30');
    expect(html).toContain(`km(value=${(session.state.distanceMeters / 1000).toFixed(2)})`);
    expect(html).toContain('minutesSeconds(minutes=5,seconds=30)');
    expect(html).toContain(
      'tariffValue(name=city:casablanca,pickup=MAD 2.00,segment=MAD 0.20,meters=80,minute=MAD 0.20,minimum=MAD 7.50)',
    );
    expect(html).toContain('tariffSourceValue(citation=wilaya tariff of 2012,date=2012)');
    expect(html).not.toContain('switched(');
    expect(html).toContain('catchUp(count=1)');
    expect(html).toContain(
      `track(count=${session.record.readings.length},file=mizan-taxi-20260701-1400.gpx)`,
    );
  });

  it('the background time was a gap: the estimated distance, the fare as a range and the gap itself', () => {
    const { state } = session;
    expect(state.estimatedSpans).toHaveLength(1);
    const range = selectFareRangeMad(state);
    expect(range.low).toBeLessThan(range.high);
    expect(html).toContain(
      `estimatedDistanceValue(estimated=${(state.estimatedMeters / 1000).toFixed(2)},total=${(state.distanceMeters / 1000).toFixed(2)})`,
    );
    expect(html).toContain(
      `fareRangeValue(low=MAD ${range.low.toFixed(2)},high=MAD ${range.high.toFixed(2)})`,
    );
    // The fix before the gap at 14:02:30 local, the one after it at 14:03:21.
    expect(html).toMatch(/gap\(from=2:02:30 PM,to=2:03:21 PM,km=0\.\d\d\)/);
  });

  it('a ride measured throughout has no estimate rows', () => {
    const clean = readings
      .slice(0, 150)
      .map((reading) => ({ type: 'fix', reading }) as SessionEvent)
      .reduce(applyToSession, startSession(T0));
    const page = receipt(clean);
    expect(page).not.toContain('fareRange');
    expect(page).not.toContain('gap(');
  });

  it('escapes text it did not write', () => {
    const hostile: ReceiptText = (key) => (key === 'title' ? '<script>alert(1)</script>' : key);
    const page = receipt(session, hostile);
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;');
  });
});

describe('tripGpx', () => {
  it('marks the gap with a new segment, its stretch and the fare range, and replays to the same fare', () => {
    const readings = drive(T0 + 1000, [{ seconds: 200, speed: 10 }]).filter((_, i) => i < 80 || i >= 140);
    const session = [
      ...readings.map((reading) => ({ type: 'fix', reading }) as SessionEvent),
      { type: 'stop', at: T0 + 202_000 } as SessionEvent,
    ].reduce(applyToSession, startSession(T0));
    const xml = tripGpx(session.record);
    expect(xml.match(/<trkseg>/g)).toHaveLength(2);
    expect(xml).toContain('<mizan:kind>gap</mizan:kind>');
    const range = selectFareRangeMad(session.state);
    expect(xml).toContain(
      ` Fare ${(session.state.price / 100).toFixed(2)} MAD, between ${range.low.toFixed(2)} and ${range.high.toFixed(2)} MAD:`,
    );
    const trip = parseGpxTrip(xml);
    expect(trip.readings).toEqual(session.record.readings);
  });

  it('a short ride held at the minimum fare whatever the estimate: one value and why, in the GPX and the record', () => {
    const readings = drive(T0 + 1000, [{ seconds: 60, speed: 10 }]).filter((_, i) => i < 20 || i >= 40);
    const session = [
      ...readings.map((reading) => ({ type: 'fix', reading }) as SessionEvent),
      { type: 'stop', at: T0 + 62_000 } as SessionEvent,
    ].reduce(applyToSession, startSession(T0));
    expect(session.state.estimatedMeters).toBeGreaterThan(150);
    expect(selectFareRangeMad(session.state)).toEqual({ low: 7.5, high: 7.5 });
    expect(tripGpx(session.record)).toContain(
      ' Fare 7.50 MAD, the minimum fare with or without the estimate:',
    );
    const page = receipt(session);
    expect(page).toContain('fareMinimum(fare=MAD 7.50)');
    expect(page).not.toContain('fareRangeValue');
  });

  it('a ride measured throughout: one segment, a desc that names the tariff and no fare range', () => {
    const session = drive(T0 + 1000, [{ seconds: 60, speed: 10 }])
      .map((reading) => ({ type: 'fix', reading }) as SessionEvent)
      .reduce(applyToSession, startSession(T0));
    const xml = tripGpx(session.record);
    expect(xml.match(/<trkseg>/g)).toHaveLength(1);
    expect(xml).toContain(
      '<desc>Tariff: Casablanca (city casablanca), wilaya tariff of 2012, in force from 2012. Casablanca: pickup,',
    );
    expect(xml).not.toContain('estimated');
  });
});
