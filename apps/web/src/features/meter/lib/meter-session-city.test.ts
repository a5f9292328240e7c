import { describe, expect, it } from 'vitest';
import { parseGpxTrip } from '@mizan/domain/meter/gpx';
import type { GpsReading } from '@mizan/domain/meter/gps-reading';
import { replayTrip } from '@mizan/domain/meter/taximeter-replay';
import { selectPriceMad } from '@mizan/domain/meter/taximeter-selectors';
import { meterTariff } from './meter-city';
import { applyToSession, rebuild, resumeSession, startSession } from './meter-session';
import type { MeterSession, SessionEvent } from './meter-session';
import { tripGpx } from './trip-export';

// 14:00 in Morocco (UTC+1), a weekday in July.
const T0 = Date.parse('2026-07-01T13:00:00Z');
const JEMAA_EL_FNA = { lat: 31.6258, lng: -7.9891 };
const FES_MEDINA = { lat: 34.0647, lng: -4.9733 };
const CASABLANCA = { lat: 33.5935, lng: -7.6187 };
// On the road between Marrakech and Casablanca, outside every city's area.
const SETTAT_ROAD = { lat: 32.6, lng: -7.8 };

/** North from `from` at 10 m/s, one fix a second from `startMs`, accuracy 5 m unless given. */
function driveFrom(
  from: { lat: number; lng: number },
  startMs: number,
  seconds: number,
  accuracy = 5,
): GpsReading[] {
  return Array.from({ length: seconds }, (_, i) => ({
    lat: from.lat + (i * 10) / 111_195,
    lng: from.lng,
    accuracy,
    speed: 10,
    timestamp: startMs + i * 1000,
  }));
}

const fixes = (readings: GpsReading[]) =>
  readings.map((reading) => ({ type: 'fix', reading }) as SessionEvent);
const apply = (session: MeterSession, events: SessionEvent[]) => events.reduce(applyToSession, session);

describe("the ride's city", () => {
  it('starts with the chosen city, its tariff kept in the record', () => {
    const session = startSession(T0, 'fes');
    expect(session.record.city).toBe('fes');
    expect(session.record.tariff).toEqual(meterTariff('fes'));
    expect(session.state.tariff?.pickup).toBe(150);
    expect(selectPriceMad(session.state)).toBe(1.5);
  });

  it("the first precise fix in another tariff city's area moves the whole ride to that city's tariff", () => {
    // Casablanca's tariff chosen (2.00 DH pickup), the taxi in Marrakech (1.70 DH): 3 s of waiting before the fix.
    const session = apply(startSession(T0, 'casablanca'), [
      { type: 'tick', at: T0 + 1000 },
      { type: 'tick', at: T0 + 2000 },
      ...fixes(driveFrom(JEMAA_EL_FNA, T0 + 3000, 60)),
      { type: 'stop', at: T0 + 64_000 },
    ]);
    expect(session.record.city).toBe('marrakech');
    expect(session.record.switchedFrom).toBe('casablanca');
    expect(session.record.tariff).toEqual(meterTariff('marrakech'));
    expect(session.state.tariff?.name).toBe('Marrakech');
    // The state is what a replay of the record under Marrakech's tariff gives, from Start on.
    expect(session.state).toEqual(rebuild(session.record));
    // About 590 m: 1.70 + 590/80 x 0.20 = 3.18, raised to Marrakech's minimum of 7.00 (not Casablanca's 7.50).
    expect(session.state.price).toBe(700);
  });

  it('Fès: pickup 1.50 and minimum 6.00 once the first fix is in Fès', () => {
    const started = apply(startSession(T0, 'marrakech'), fixes(driveFrom(FES_MEDINA, T0 + 1000, 1)));
    expect(started.record.city).toBe('fes');
    expect(started.state.price).toBe(150);
    const stopped = apply(started, [{ type: 'stop', at: T0 + 30_000 }]);
    expect(stopped.state.price).toBe(600);
  });

  it('keeps the chosen city when the first precise fix is outside every area, even if a later one is in a city', () => {
    const session = apply(startSession(T0, 'fes'), [
      ...fixes(driveFrom(SETTAT_ROAD, T0 + 1000, 5)),
      ...fixes(driveFrom(CASABLANCA, T0 + 10_000, 5)),
    ]);
    expect(session.record.city).toBe('fes');
    expect(session.record.switchedFrom).toBeUndefined();
  });

  it('keeps the chosen city when the first precise fix is in it; a later fix elsewhere changes nothing', () => {
    const session = apply(startSession(T0, 'casablanca'), [
      ...fixes(driveFrom(CASABLANCA, T0 + 1000, 5)),
      ...fixes(driveFrom(JEMAA_EL_FNA, T0 + 10_000, 5)),
    ]);
    expect(session.record.city).toBe('casablanca');
  });

  it('a vague first fix decides nothing; the first precise one does, while no distance is billed', () => {
    const vague = apply(startSession(T0, 'casablanca'), fixes(driveFrom(JEMAA_EL_FNA, T0 + 1000, 2, 2500)));
    expect(vague.record.city).toBe('casablanca');
    expect(vague.state.distanceMeters).toBe(0);
    const placed = apply(vague, fixes(driveFrom(JEMAA_EL_FNA, T0 + 3000, 1)));
    expect(placed.record.city).toBe('marrakech');
    expect(placed.record.readings).toHaveLength(3);
  });

  it('no switch once distance has been billed', () => {
    // The filter bills no distance before a first precise fix in practice; the rule holds if it ever does.
    const vague = apply(startSession(T0, 'casablanca'), fixes(driveFrom(JEMAA_EL_FNA, T0 + 1000, 2, 2500)));
    const billed = { ...vague, state: { ...vague.state, distanceMeters: 25 } };
    const later = applyToSession(billed, fixes(driveFrom(JEMAA_EL_FNA, T0 + 3000, 1))[0] as SessionEvent);
    expect(later.record.city).toBe('casablanca');
    expect(later.record.readings).toHaveLength(3);
  });

  it('a switched ride exports a GPX that names the tariff and replays to the same fare', () => {
    const session = apply(startSession(T0, 'casablanca'), [
      ...fixes(driveFrom(JEMAA_EL_FNA, T0 + 1000, 300)),
      { type: 'stop', at: T0 + 302_000 },
    ]);
    const xml = tripGpx(session.record);
    expect(xml).toContain('<desc>Tariff: Marrakech (city marrakech), published tariff (cab-morocco.com)');
    expect(xml).toContain('Started with the Casablanca tariff;');
    const trip = parseGpxTrip(xml);
    expect(trip.city).toBe('marrakech');
    const replay = replayTrip(trip.readings, {
      tariff: meterTariff('marrakech'),
      city: 'marrakech',
      ...(trip.marks ? { marks: trip.marks } : {}),
    });
    expect(replay.price).toBe(session.state.price);
  });

  it('a resumed ride keeps the tariff its record carries, whatever the data says now', () => {
    const running = apply(startSession(T0, 'marrakech'), fixes(driveFrom(JEMAA_EL_FNA, T0 + 1000, 10)));
    const older = { ...running.record, tariff: { ...meterTariff('marrakech'), pickup: 140 } };
    const back = resumeSession(older, T0 + 20_000);
    expect(back.state.tariff?.pickup).toBe(140);
    expect(back.record.city).toBe('marrakech');
  });

  it("a record from before issue 17 (no tariff in it) is billed with its city's tariff", () => {
    const { tariff: _dropped, ...old } = startSession(T0, 'casablanca').record;
    const back = resumeSession(old, T0 + 5000);
    expect(back.state.tariff).toEqual(meterTariff('casablanca'));
  });
});
