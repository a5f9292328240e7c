import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EstimateResponse } from '@mizan/contracts/taxi';
import { initI18n } from '@/lib/i18n';
import { DriverView } from './driver-view';

// A German visitor's estimate: the ends in German for the card, the arrival in French for the driver.
const ESTIMATE: EstimateResponse = {
  prix: 7,
  distance: 1.2,
  duree: 4,
  ville: 'Marrakech',
  tarif: 'Day',
  depart: 'Djemaa el Fna, Marrakesch',
  arrivee: 'Bahia-Palast, Marrakesch',
  departAr: 'ساحة جامع الفنا',
  arriveeAr: 'قصر الباهية',
  arriveeFr: 'Palais de la Bahia, Marrakech',
  standardTariff: false,
  range: { low: 7, high: 8.4 },
  tariff: { name: 'Marrakech', citation: 'test', source: 'test', effectiveFrom: 'unknown' },
  airport: null,
};

beforeAll(async () => {
  await initI18n(['common', 'taxi-result'], 'de');
});

describe('DriverView', () => {
  it('names the destination in Arabic and in French for the driver, its labels in the visitor’s language', () => {
    render(<DriverView estimate={ESTIMATE} open onOpenChange={() => undefined} opener={null} />);
    const destination = screen.getByRole('region', { name: 'Ziel' });
    expect(screen.getByTestId('driver-destination')).toHaveTextContent('Palais de la Bahia, Marrakech');
    expect(screen.getByTestId('driver-destination')).toHaveAttribute('lang', 'fr');
    expect(destination).toHaveTextContent('قصر الباهية');
    expect(destination).not.toHaveTextContent('Bahia-Palast');
    expect(screen.getByRole('dialog', { name: 'Für den Fahrer' })).toBeInTheDocument();
  });
});
