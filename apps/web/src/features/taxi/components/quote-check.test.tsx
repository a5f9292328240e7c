import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AirportAnswer, EstimateResponse } from '@mizan/contracts/taxi';
import { initI18n } from '@/lib/i18n';
import { QuoteCheck } from './quote-check';

// Bab Boujloud to the Fès train station at 23:30 (the common-trips script's row), and Menara airport's zone 2.
const NIGHT_RIDE: EstimateResponse = {
  prix: 14.69,
  distance: 3.1,
  duree: 9.3,
  ville: 'Fès',
  tarif: 'Night',
  depart: 'Bab Boujloud, Fès',
  arrivee: 'Fès Train Station, Fès',
  departAr: null,
  arriveeAr: null,
  arriveeFr: 'Gare de Fès, Fès',
  standardTariff: false,
  range: { low: 13.98, high: 16.83 },
  tariff: { name: 'Fès', citation: 'arrêté n° 25, 2023', source: 'test', effectiveFrom: '2023' },
  airport: null,
};
const empty = { en: '', fr: '', es: '', de: '' };
const ZONE_2: AirportAnswer = {
  iata: 'RAK',
  name: empty,
  direction: 'from',
  petitTaxis: 'yes',
  fare: { kind: 'zone', zone: 2, fromKm: 3, toKm: 5, priceMad: 110, straightLineKm: 4.4, plusDeskFee: true },
  note: empty,
  source: '',
  cite: empty,
  date: '2023-12-29',
  alternatives: [],
};

beforeAll(async () => {
  await initI18n(['common', 'taxi-result'], 'en');
});

function ask(amount: string) {
  fireEvent.change(screen.getByTestId('quote-amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
  return screen.queryByTestId('quote-verdict');
}

describe('QuoteCheck', () => {
  it('reads "40 DH" at night: too much, the night fare already in, what to say and the meter', () => {
    render(<QuoteCheck estimate={NIGHT_RIDE} />);
    expect(ask('40 DH')).toHaveTextContent(
      'MAD 40.00 is MAD 23.17 above the fair price for this ride (138% more than MAD 16.83). The night fare is already included.',
    );
    expect(
      screen.getAllByTestId('quote-phrase').map((li) => li.querySelector('[lang="ary-Latn"]')?.textContent),
    ).toEqual(['had l-korsa ghalya bzzaf', expect.stringContaining('compteur')]);
  });

  it('asks to make sure of a price under the range', () => {
    render(<QuoteCheck estimate={NIGHT_RIDE} />);
    expect(ask('5dh')).toHaveTextContent(
      'MAD 5.00 is less than this ride’s fair price (from MAD 13.98). Make sure it is for the whole ride, in dirhams.',
    );
  });

  it('above a Marrakech zone price, names the desk fee and gives nothing to argue', () => {
    render(
      <QuoteCheck
        estimate={{ ...NIGHT_RIDE, tarif: 'Day', range: { low: 110, high: 110 }, prix: 110, airport: ZONE_2 }}
      />,
    );
    expect(ask('130')).toHaveTextContent(
      'MAD 130.00 is MAD 20.00 above the zone price (MAD 110.00). The desk adds its fee',
    );
    expect(screen.queryByText('What to say')).toBeNull();
    expect(screen.queryByTestId('quote-phrase')).toBeNull();
  });

  it('says the meter is only a guide at an airport with no published fare', () => {
    const unknownFare: AirportAnswer = { ...ZONE_2, iata: 'ESU', fare: { kind: 'unknown' } };
    render(<QuoteCheck estimate={{ ...NIGHT_RIDE, tarif: 'Day', airport: unknownFare }} />);
    expect(ask('150')).toHaveTextContent(
      'No fare is published for this airport: the meter’s figure is only a guide.',
    );
  });

  it('refuses a number in words, saying how to type it', () => {
    render(<QuoteCheck estimate={NIGHT_RIDE} />);
    expect(ask('cinquante')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Type the amount in dirhams, e.g. 45.');
  });
});
