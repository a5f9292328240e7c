import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayTrip, runEvents, tripEvents } from '@mizan/domain/meter/taximeter-replay';
import { selectFareRangeMad, selectPriceMad } from '@mizan/domain/meter/taximeter-selectors';
import { drive } from '@mizan/domain/test-support/taximeter-test-trips';
import { initI18n } from '@/lib/i18n';
import { meterTariff } from '../lib/meter-city';
import { EstimateNote } from './estimate-note';

const T0 = Date.parse('2026-07-01T13:00:00Z');
const options = { tariff: meterTariff('casablanca'), city: 'casablanca' };
const ride = drive(T0, [{ seconds: 300, speed: 10 }]);
// 60 s without a fix in the middle of the ride: about a fifth of the distance is bridged.
const gapped = ride.filter((_, i) => i < 100 || i >= 160);

beforeAll(async () => {
  await initI18n(['meter'], 'en');
});

describe('EstimateNote', () => {
  it('says what share of the fare is estimated, and the range once stopped', () => {
    const state = replayTrip(gapped, options);
    render(<EstimateNote state={state} />);
    expect(screen.getByTestId('meter-estimated')).toHaveTextContent(
      /^Part of this distance is estimated, not measured \(GPS lost or too poor\): about 1\d% of the fare\./,
    );
    expect(screen.getByTestId('meter-fare-range')).toHaveTextContent(
      /^Fare range: MAD\s\d+\.\d\d – MAD\s\d+\.\d\d$/,
    );
  });

  it('while running: the note without the range', () => {
    const running = runEvents(tripEvents(gapped, { startAt: T0, stopAt: null, background: [] }, options));
    render(<EstimateNote state={running} />);
    expect(screen.getByTestId('meter-estimated')).toBeInTheDocument();
    expect(screen.queryByTestId('meter-fare-range')).toBeNull();
  });

  it('a short ride the minimum fare holds either way: says so, with no share and no range', () => {
    // 600 m, a third of it across a 20 s gap: Casablanca's minimum (7.50) with or without it.
    const short = drive(T0, [{ seconds: 60, speed: 10 }]).filter((_, i) => i < 20 || i >= 40);
    render(<EstimateNote state={replayTrip(short, options)} />);
    expect(screen.getByTestId('meter-estimated')).toHaveTextContent(
      /^Part of this distance is estimated, not measured \(GPS lost or too poor\), but the fare is the minimum fare with or without it\.$/,
    );
    expect(screen.queryByTestId('meter-fare-range')).toBeNull();
  });

  it('a ride the estimate takes past the minimum: only the part above it counts', () => {
    // 2.4 km, 1 km of it across a 100 s gap: 1.4 km measured alone is held at 7.50; the ride costs 8.00
    // (0.50 of it, 6 %, from the estimate).
    const crossing = drive(T0, [{ seconds: 240, speed: 10 }]).filter((_, i) => i < 100 || i >= 200);
    const state = replayTrip(crossing, options);
    render(<EstimateNote state={state} />);
    expect(screen.getByTestId('meter-estimated')).toHaveTextContent(/about [5-9]% of the fare\./);
    const range = selectFareRangeMad(state);
    expect(range.low).toBeGreaterThanOrEqual(7.5);
    expect(range.high).toBeGreaterThan(selectPriceMad(state));
    expect(screen.getByTestId('meter-fare-range')).toHaveTextContent(
      `Fare range: MAD ${range.low.toFixed(2)} – MAD ${range.high.toFixed(2)}`,
      { normalizeWhitespace: true },
    );
  });

  it('says nothing when every metre was measured', () => {
    const { container } = render(<EstimateNote state={replayTrip(ride, options)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
