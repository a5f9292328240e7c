import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EstimateResponse } from '@mizan/contracts/taxi';
import { initI18n } from '@/lib/i18n';
import { EstimateResultCard } from './estimate-result-card';

const ESTIMATE: EstimateResponse = {
  prix: 10,
  distance: 3.1,
  duree: 9.2,
  ville: 'Marrakech',
  tarif: 'Day',
  depart: 'Koutoubia Mosque, Marrakech',
  arrivee: 'Marrakech Train Station, Marrakech',
  departAr: null,
  arriveeAr: null,
  arriveeFr: 'Gare de Marrakech, Marrakech',
  standardTariff: false,
  range: { low: 9.53, high: 11.43 },
  tariff: {
    name: 'Marrakech',
    citation: 'published tariff (cab-morocco.com)',
    source: 'test',
    effectiveFrom: 'unknown',
  },
  airport: null,
};

const scrolls = vi.fn();
beforeAll(async () => {
  Element.prototype.scrollIntoView = scrolls;
  await initI18n(['common', 'taxi-result'], 'en');
});

describe('EstimateResultCard', () => {
  it('after Estimate, puts the focus on its heading and scrolls no further than to show it', () => {
    render(<EstimateResultCard estimate={ESTIMATE} takeFocus onShowDriver={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Estimated fare' })).toHaveFocus();
    expect(scrolls).toHaveBeenLastCalledWith({ block: 'nearest' });
  });

  it('takes the focus again for the next estimate', () => {
    const { rerender } = render(
      <EstimateResultCard estimate={ESTIMATE} takeFocus onShowDriver={() => undefined} />,
    );
    screen.getByRole('button', { name: 'Show the driver' }).focus();
    rerender(
      <EstimateResultCard estimate={{ ...ESTIMATE, prix: 12 }} takeFocus onShowDriver={() => undefined} />,
    );
    expect(screen.getByRole('heading', { name: 'Estimated fare' })).toHaveFocus();
  });

  it('leaves the focus where it is when shown without Estimate', () => {
    render(<EstimateResultCard estimate={ESTIMATE} onShowDriver={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Estimated fare' })).not.toHaveFocus();
  });

  // Last: the others read the English texts.
  it('cites the tariff and says where its figures come from in the visitor’s language, not the API’s English', async () => {
    await initI18n(['common', 'taxi-result'], 'fr');
    render(<EstimateResultCard estimate={ESTIMATE} onShowDriver={() => undefined} />);
    expect(screen.getByTestId('estimate-tariff-source')).toHaveTextContent(
      'Marrakech, tarif publié (cab-morocco.com)',
    );
    expect(screen.getByText(/^Marrakech : prise en charge, course minimum/)).toBeInTheDocument();
    expect(screen.queryByText('test')).toBeNull();
  });

  it('names the standard tariff in the visitor’s language (a city without its own tariff)', async () => {
    await initI18n(['common', 'taxi-result'], 'de');
    const chefchaouen: EstimateResponse = {
      ...ESTIMATE,
      ville: 'Chefchaouen',
      standardTariff: true,
      tariff: {
        name: 'Standard',
        citation: 'product specification',
        source: 'test',
        effectiveFrom: '2026-01-01',
      },
    };
    render(<EstimateResultCard estimate={chefchaouen} onShowDriver={() => undefined} />);
    expect(screen.getByTestId('estimate-tariff-source')).toHaveTextContent(
      'Standardtarif, Produktspezifikation',
    );
    expect(screen.getByText(/^Standardtarif: nichts aus/)).toBeInTheDocument();
  });
});
