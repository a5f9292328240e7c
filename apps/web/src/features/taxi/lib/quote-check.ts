import type { EstimateResponse } from '@mizan/contracts/taxi';
import { METER_REQUEST, TAXI_PHRASES } from '@mizan/data/phrasebook/taxi';
import type { Phrase } from '@mizan/domain/translate/phrase';

/** What the visitor is told about a price the driver asks (issue 17, "Quote check"). */
export type QuoteVerdict =
  | { kind: 'below'; price: number; fairLow: number }
  | { kind: 'fair'; price: number; fairHigh: number }
  | { kind: 'rounded'; price: number; fairHigh: number }
  | { kind: 'above'; price: number; fairHigh: number; over: number; percent: number }
  /** Above a Marrakech zone price, to which the desk adds a fee whose amount no source gives. */
  | { kind: 'aboveZone'; price: number; fairHigh: number; over: number };

/** The phrases to say, by phrasebook id, for each verdict. */
const PHRASES_FOR: Record<QuoteVerdict['kind'] | 'above-meter', readonly string[]> = {
  below: ['taxi:ok-lets-go'],
  fair: ['taxi:ok-lets-go'],
  rounded: ['taxi:ok-lets-go'],
  above: ['taxi:too-expensive-for-this-ride'],
  // Where the meter applies, asking for it is the answer to a made-up price.
  'above-meter': ['taxi:too-expensive-for-this-ride', METER_REQUEST.id],
  // The desk's fee is unknown, so the price may be right: nothing to argue, the desk's receipt says it.
  aboveZone: [],
};

type Priced = Pick<EstimateResponse, 'range' | 'airport'>;

/**
 * The highest fair price of this ride: the top of the meter band, or the airport's fixed or zone price. A price
 * within a centime of it is fair (the band is rounded to the centime).
 */
export function fairHigh(estimate: Pick<EstimateResponse, 'range'>): number {
  return estimate.range.high;
}

/**
 * Compare the driver's price with the fair range; null for an empty or unreadable amount. A fare is paid in whole
 * dirhams: a price up to the top of the range rounded up to the next dirham is fair too ('rounded'), not a
 * reason to argue (12 DH asked for a meter's 11.22 was 'too expensive', with the Darija to say so). Below the
 * range is good news, but often a price per seat or not in dirhams ('below' says to make sure).
 */
export function checkQuote(estimate: Priced, asked: number): QuoteVerdict | null {
  if (!Number.isFinite(asked) || asked <= 0) return null;
  const high = fairHigh(estimate);
  if (asked < estimate.range.low - 0.005) return { kind: 'below', price: asked, fairLow: estimate.range.low };
  if (asked <= high + 0.005) return { kind: 'fair', price: asked, fairHigh: high };
  if (asked <= Math.ceil(high - 0.005)) return { kind: 'rounded', price: asked, fairHigh: high };
  const over = Math.round((asked - high) * 100) / 100;
  const fare = estimate.airport?.fare;
  if (fare?.kind === 'zone' && fare.plusDeskFee)
    return { kind: 'aboveZone', price: asked, fairHigh: high, over };
  return { kind: 'above', price: asked, fairHigh: high, over, percent: Math.round((over / high) * 100) };
}

/** Whether the petit-taxi meter is what prices this ride (not an airport's fixed, zone or posted fare). */
export function meterApplies(estimate: Pick<EstimateResponse, 'airport'>): boolean {
  const fare = estimate.airport?.fare;
  return !fare || fare.kind === 'unknown';
}

/** The phrasebook entries to show for a verdict, in order. */
export function phrasesFor(verdict: QuoteVerdict, meter: boolean): Phrase[] {
  const key = verdict.kind === 'above' && meter ? 'above-meter' : verdict.kind;
  return PHRASES_FOR[key].flatMap((id) => TAXI_PHRASES.filter((p) => p.id === id));
}

// How an amount is written beside its figure: DH, Dhs, MAD, dirham(s), درهم, د.م.
const CURRENCY = /^(?:dhs?|mad|dirhams?|درهم|دراهم|د\.?\s?م)\.?$/i;
// Arabic-Indic (U+0660-0669) and Persian (U+06F0-06F9) digits: each one's value is its code point's last hex digit.
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Reads the amount as a visitor types it on a phone: "45", "45.5", "45,50", with the currency before or after
 * ("50dh", "50 DH", "DH 50", "50 MAD", "50 dirhams") and in Arabic-Indic digits ("٥٠"); NaN for anything else.
 * Numbers in words ("cinquante") are not read: the field's keypad is a number pad, and a word read wrong would
 * give a wrong verdict to show a driver.
 */
export function parseAmount(text: string): number {
  const digits = text
    .trim()
    .replace(EASTERN_DIGITS, (d) => String((d.codePointAt(0) ?? 0) & 0xf))
    .replace(',', '.');
  const match = /^([^\d]*?)\s*(\d{1,5}(?:\.\d{1,2})?)\s*([^\d]*)$/.exec(digits);
  if (!match) return Number.NaN;
  const [, before = '', amount = '', after = ''] = match;
  const unit = (before || after).trim();
  if ((before && after) || (unit && !CURRENCY.test(unit))) return Number.NaN;
  return Number(amount);
}
