import { describe, expect, it } from 'vitest';
import type { AirportAnswer } from '@mizan/contracts/taxi';
import { checkQuote, meterApplies, parseAmount, phrasesFor } from './quote-check';

function airportWithZone(plusDeskFee: boolean): AirportAnswer {
  return {
    iata: 'RAK',
    name: {
      en: 'Marrakech Menara',
      fr: 'Marrakech Menara',
      es: 'Marrakech Menara',
      de: 'Marrakech Menara',
    },
    direction: 'from',
    petitTaxis: 'yes',
    fare: {
      kind: 'zone',
      zone: 2,
      fromKm: 3,
      toKm: 5,
      priceMad: 110,
      straightLineKm: 4.4,
      plusDeskFee,
    },
    note: { en: '', fr: '', es: '', de: '' },
    source: '',
    cite: { en: '', fr: '', es: '', de: '' },
    date: '2023-12-29',
    alternatives: [],
  };
}

const band = { range: { low: 11.2, high: 14.6 }, airport: null };
const fixed = (price: number) => ({ range: { low: price, high: price }, airport: null });

describe('checkQuote', () => {
  it.each([
    [10, 'below'],
    [11.2, 'fair'],
    [14.6, 'fair'],
    [14.604, 'fair'],
    [14.7, 'rounded'],
    [15, 'rounded'],
    [15.01, 'above'],
    [20, 'above'],
  ] as const)('%f DH against a 11.20-14.60 band -> %s', (asked, kind) => {
    expect(checkQuote(band, asked)?.kind).toBe(kind);
  });

  it('says how far above, in DH and percent', () => {
    expect(checkQuote(band, 50)).toEqual({
      kind: 'above',
      price: 50,
      fairHigh: 14.6,
      over: 35.4,
      percent: 242,
    });
  });

  it('says a price under the range is below it, to be checked (per seat? in dirhams?), not argued', () => {
    expect(checkQuote(band, 5)).toEqual({ kind: 'below', price: 5, fairLow: 11.2 });
    expect(checkQuote(fixed(110), 100)?.kind).toBe('below');
  });

  it('does not call a price above a Marrakech zone too expensive: the desk adds a fee of no published amount', () => {
    const zone = { range: { low: 110, high: 110 }, airport: airportWithZone(true) };
    expect(checkQuote(zone, 110)?.kind).toBe('fair');
    expect(checkQuote(zone, 130)).toEqual({ kind: 'aboveZone', price: 130, fairHigh: 110, over: 20 });
    expect(phrasesFor({ kind: 'aboveZone', price: 130, fairHigh: 110, over: 20 }, false)).toEqual([]);
    // A zone without a desk fee is a price like any other.
    expect(checkQuote({ ...zone, airport: airportWithZone(false) }, 130)?.kind).toBe('above');
  });

  it('ignores nothing typed or nonsense', () => {
    expect(checkQuote(band, Number.NaN)).toBeNull();
    expect(checkQuote(band, 0)).toBeNull();
  });

  it('compares an airport ride with its fixed price', () => {
    expect(checkQuote(fixed(110), 111)?.kind).toBe('above');
    expect(checkQuote(fixed(110), 150)).toMatchObject({
      kind: 'above',
      over: 40,
      percent: 36,
    });
  });
});

describe('what to say', () => {
  it('takes the Darija from the phrasebook, in Arabic script and Latin letters', () => {
    const verdict = checkQuote(band, 50);
    if (!verdict) throw new Error('a verdict');
    const phrases = phrasesFor(verdict, true);
    expect(phrases.map((p) => p.id)).toEqual(['taxi:too-expensive-for-this-ride', 'taxi:turn-on-the-meter']);
    expect(phrases[0]?.darija.ar).toMatch(/[\u0621-\u064A]/);
    expect(phrases[0]?.darija.latin).toMatch(/[a-z]/);
    expect(phrases[0]?.text.fr).toBeTruthy();
  });

  it('does not ask for the meter where a fixed price applies', () => {
    const verdict = checkQuote(fixed(110), 150);
    if (!verdict) throw new Error('a verdict');
    expect(phrasesFor(verdict, false).map((p) => p.id)).toEqual(['taxi:too-expensive-for-this-ride']);
    expect(phrasesFor({ kind: 'fair', price: 9, fairHigh: 10 }, true).map((p) => p.id)).toEqual([
      'taxi:ok-lets-go',
    ]);
  });

  it('knows when the meter prices the ride', () => {
    expect(meterApplies({ airport: null })).toBe(true);
    expect(
      meterApplies({
        airport: airportWithZone(true),
      }),
    ).toBe(false);
  });
});

describe('parseAmount', () => {
  it.each([
    ['45', 45],
    [' 45,50 ', 45.5],
    ['45.5', 45.5],
    ['50dh', 50],
    ['50 DH', 50],
    ['50 Dhs', 50],
    ['DH 50', 50],
    ['50 MAD', 50],
    ['50 dirhams', 50],
    ['50 dh.', 50],
    ['٥٠', 50],
    ['٥٠ درهم', 50],
  ])('%s -> %f', (text, value) => expect(parseAmount(text)).toBe(value));
  it.each(['', 'abc', '1e3', '-5', '45.555', 'cinquante', '50 €', '50 euros', 'DH 50 DH', '50 50'])(
    '%s -> NaN',
    (text) => expect(parseAmount(text)).toBeNaN(),
  );
});
