import type { EstimateResponse } from '@mizan/contracts/taxi';
import { METER_REQUEST, TAXI_PHRASES } from '@mizan/data/phrasebook/taxi';
import type { Phrase } from '@mizan/domain/translate/phrase';

/** What the visitor is told about a price the driver asks (issue 17, "Quote check"). */
export type QuoteVerdict =
  | { kind: 'fair'; price: number; fairHigh: number }
  | { kind: 'rounded'; price: number; fairHigh: number }
  | { kind: 'above'; price: number; fairHigh: number; over: number; percent: number };

/** The phrases to say, by phrasebook id, for each verdict. */
const PHRASES_FOR: Record<QuoteVerdict['kind'] | 'above-meter', readonly string[]> = {
  fair: ['taxi:ok-lets-go'],
  rounded: ['taxi:ok-lets-go'],
  above: ['taxi:too-expensive-for-this-ride'],
  // Where the meter applies, asking for it is the answer to a made-up price.
  'above-meter': ['taxi:too-expensive-for-this-ride', METER_REQUEST.id],
};

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
 * reason to argue (12 DH asked for a meter's 11.22 was 'too expensive', with the Darija to say so).
 */
export function checkQuote(estimate: Pick<EstimateResponse, 'range'>, asked: number): QuoteVerdict | null {
  if (!Number.isFinite(asked) || asked <= 0) return null;
  const high = fairHigh(estimate);
  if (asked <= high + 0.005) return { kind: 'fair', price: asked, fairHigh: high };
  if (asked <= Math.ceil(high - 0.005)) return { kind: 'rounded', price: asked, fairHigh: high };
  const over = Math.round((asked - high) * 100) / 100;
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

/** Reads "45", "45.5" or "45,50" as typed on a phone keypad; NaN for anything else. */
export function parseAmount(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^\d{1,5}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
