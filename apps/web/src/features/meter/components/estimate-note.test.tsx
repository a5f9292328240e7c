import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayTrip, runEvents, tripEvents } from '@mizan/domain/meter/taximeter-replay';
import { drive } from '@mizan/domain/test-support/taximeter-test-trips';
import { initI18n } from '@/lib/i18n';
import { meterTariff } from '../lib/meter-session';
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

  it('says nothing when every metre was measured', () => {
    const { container } = render(<EstimateNote state={replayTrip(ride, options)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
