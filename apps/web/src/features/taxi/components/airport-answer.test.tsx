import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AirportAnswer as Answer } from '@mizan/contracts/taxi';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { AirportAnswer } from './airport-answer';

const TANGIER: Answer = {
  iata: 'TNG',
  name: {
    en: 'Tangier Ibn Battouta',
    fr: 'Tanger Ibn Battouta',
    es: 'Tánger Ibn Battouta',
    de: 'Tanger Ibn Battouta',
  },
  direction: 'from',
  petitTaxis: 'no',
  fare: { kind: 'fixed', vehicle: 'grand', priceMad: null, nightPriceMad: null },
  note: {
    en: 'Grands taxis at the curb.',
    fr: 'Grands taxis au bord du trottoir.',
    es: 'Grands taxis junto a la acera.',
    de: 'Grands taxis am Bordstein.',
  },
  source: 'en.wikipedia, "Tangier Ibn Battouta Airport"',
  cite: {
    en: 'the English Wikipedia article',
    fr: 'l’article de Wikipédia en anglais',
    es: 'el artículo de la Wikipedia en inglés',
    de: 'der englische Wikipedia-Artikel',
  },
  date: 'undated',
  alternatives: [],
};

beforeAll(() => initI18n());

describe('AirportAnswer: the source line', () => {
  it('cites the source short in the visitor’s language, and keeps the source as read, in English, folded', async () => {
    await act(() => changeLanguage('de'));
    render(<AirportAnswer airport={TANGIER} />);
    expect(screen.getByTestId('airport-source')).toHaveTextContent(
      /^Quelle: der englische Wikipedia-Artikel$/,
    );
    const asRead = screen.getByText('en.wikipedia, "Tangier Ibn Battouta Airport"');
    expect(asRead).toHaveAttribute('lang', 'en');
    expect(asRead.closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText('Die Quelle im Wortlaut (auf Englisch)').tagName).toBe('SUMMARY');
    await act(() => changeLanguage('en'));
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
    // Nothing published: no fare line, the note says so and what to do.
    expect(screen.queryByTestId('airport-fare')).toBeNull();
  });

  it('without a figure, no fare line: the headline says where the price comes from and the note says the rest', () => {
    const { unmount } = render(<AirportAnswer airport={TANGIER} />);
    expect(screen.queryByTestId('airport-fare')).toBeNull();
    expect(screen.getByTestId('airport-note')).toHaveTextContent('Grands taxis at the curb.');
    unmount();
    render(<AirportAnswer airport={{ ...TANGIER, iata: 'CMN', direction: 'to' }} />);
    expect(screen.queryByTestId('airport-fare')).toBeNull();
    // The desk is at arrivals: the card sends no one to it on the way to the airport.
    expect(screen.queryByText('Check the posted price at the official desk before you leave.')).toBeNull();
  });

  it('with a figure, the fare line and then the note', () => {
    render(
      <AirportAnswer
        airport={{
          ...TANGIER,
          iata: 'FEZ',
          fare: { kind: 'fixed', vehicle: 'grand', priceMad: 120, nightPriceMad: null },
        }}
      />,
    );
    expect(screen.getByTestId('airport-fare')).toHaveTextContent('Grand taxi at a fixed price: MAD 120.00.');
    expect(screen.getByTestId('airport-note')).toHaveTextContent('Grands taxis at the curb.');
  });
});

describe('AirportAnswer: the airport’s own texts in the visitor’s language', () => {
  const CASABLANCA: Answer = {
    ...TANGIER,
    iata: 'CMN',
    name: {
      en: 'Casablanca Mohammed V',
      fr: 'Casablanca Mohammed V',
      es: 'Casablanca Mohammed V',
      de: 'Casablanca Mohammed V',
    },
    alternatives: [
      {
        mode: 'train',
        name: {
          en: 'ONCF Al Bidaoui from the station under terminal 1',
          fr: 'ONCF Al Bidaoui depuis la gare sous le terminal 1',
          es: 'Tren ONCF Al Bidaoui desde la estación bajo la terminal 1',
          de: 'ONCF Al Bidaoui ab dem Bahnhof unter Terminal 1',
        },
        priceMad: 50,
        note: {
          en: 'Hourly; 70 DH in first class.',
          fr: 'Toutes les heures ; 70 DH en première classe.',
          es: 'Cada hora; 70 DH en primera clase.',
          de: 'Stündlich; 70 DH in der ersten Klasse.',
        },
        source: 'fr.wikipedia',
        date: 'undated',
      },
    ],
  };

  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it.each([
    ['en', 'Tangier Ibn Battouta', 'Grands taxis at the curb.'],
    ['de', 'Tanger Ibn Battouta', 'Grands taxis am Bordstein.'],
  ] as const)('%s: the airport’s name and the fare’s note', async (lng, name, note) => {
    await act(() => changeLanguage(lng));
    render(<AirportAnswer airport={TANGIER} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(name);
    expect(screen.getByTestId('airport-note')).toHaveTextContent(note);
  });

  it('fr: each alternative’s name and note, the source cited in French', async () => {
    await act(() => changeLanguage('fr'));
    render(<AirportAnswer airport={CASABLANCA} />);
    const alternatives = screen.getByTestId('airport-alternatives');
    // French spacing, unbreakable: no line may start with the colon (jest-dom's matcher reads U+00A0 as a space).
    // The mode, then the line without the mode's word again ('Train – Train ONCF…' before).
    expect(alternatives.textContent).toMatch(
      /^Train – ONCF Al Bidaoui depuis la gare sous le terminal 1\u00a0: 50,00\sMAD/,
    );
    expect(alternatives).toHaveTextContent('Toutes les heures ; 70 DH en première classe.');
    expect(screen.getByTestId('airport-note')).toHaveTextContent('Grands taxis au bord du trottoir.');
    expect(screen.getByTestId('airport-source').textContent).toBe(
      'Source\u00a0: l’article de Wikipédia en anglais',
    );
  });
});
