import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AirportAnswer as Answer } from '@mizan/contracts/taxi';
import { initI18n } from '@/lib/i18n';
import { AirportAnswer } from './airport-answer';

const TANGIER: Answer = {
  iata: 'TNG',
  name: 'Tangier Ibn Battouta',
  direction: 'from',
  petitTaxis: 'no',
  fare: { kind: 'fixed', vehicle: 'grand', priceMad: null, nightPriceMad: null },
  note: 'Grands taxis at the curb.',
  source: 'en.wikipedia, "Tangier Ibn Battouta Airport"',
  date: 'undated',
  alternatives: [],
};

beforeAll(() => initI18n());

describe('AirportAnswer: the source line', () => {
  it('gives a dated source its date in words, and an undated one no "(undated)" after its citation', () => {
    const { unmount } = render(<AirportAnswer airport={{ ...TANGIER, date: '2024-01' }} />);
    expect(screen.getByText(/^Source:/)).toHaveTextContent(
      'Source: en.wikipedia, "Tangier Ibn Battouta Airport" (January 2024)',
    );
    unmount();
    render(<AirportAnswer airport={TANGIER} />);
    expect(screen.getByText(/^Source:/)).toHaveTextContent(
      /^Source: en\.wikipedia, "Tangier Ibn Battouta Airport"$/,
    );
  });
});

describe('AirportAnswer: petits taxis by the ride’s direction', () => {
  it('leaving the airport, says petits taxis may not pick up there', () => {
    render(<AirportAnswer airport={TANGIER} />);
    expect(screen.getByTestId('airport-no-petit-taxis')).toHaveTextContent(
      'Petits taxis may not pick up passengers at this airport.',
    );
    expect(
      screen.getByText('Check the posted price at the official desk before you leave.'),
    ).toBeInTheDocument();
  });

  it('going to the airport, says petits taxis do not go there', () => {
    render(<AirportAnswer airport={{ ...TANGIER, direction: 'to', fare: { kind: 'unknown' } }} />);
    expect(screen.getByTestId('airport-no-petit-taxis')).toHaveTextContent(
      'Petits taxis do not go to this airport.',
    );
  });

  it('says nothing of petits taxis where the ride’s direction allows them', () => {
    render(
      <AirportAnswer
        airport={{ ...TANGIER, direction: 'to', petitTaxis: 'yes', fare: { kind: 'unknown' } }}
      />,
    );
    expect(screen.queryByTestId('airport-no-petit-taxis')).toBeNull();
    expect(screen.getByTestId('airport-fare')).toHaveTextContent(
      'No published airport fare was found: ask for the meter.',
    );
  });

  it('a grand taxi without a known price: posted at the desk leaving the airport, agreed beforehand going to it', () => {
    const { unmount } = render(<AirportAnswer airport={TANGIER} />);
    expect(screen.getByTestId('airport-fare')).toHaveTextContent(
      'Grands taxis at a fixed price, posted at the official desk.',
    );
    unmount();
    render(<AirportAnswer airport={{ ...TANGIER, iata: 'CMN', direction: 'to' }} />);
    expect(screen.getByTestId('airport-fare')).toHaveTextContent(
      'Grands taxis only, at a price to agree before you set off.',
    );
    // The desk is at arrivals: the card sends no one to it on the way to the airport.
    expect(screen.queryByText('Check the posted price at the official desk before you leave.')).toBeNull();
  });
});
