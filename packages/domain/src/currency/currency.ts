// Approximate conversions from dirhams shown beside every MAD amount (spec 2 "Currency converter", 9).
// The four factors are the spec's (section 9); their assignment to currencies is the product brief's.
// They are fixed approximations, not live rates: RATES_AS_OF says when they were set.
export const RATES_AS_OF = '2026-11-22';

export const TARGET_CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD'] as const;
export type TargetCurrency = (typeof TARGET_CURRENCIES)[number];

/** Factors in ten-thousandths so the arithmetic stays in integers (0.0958 -> 958). */
const FACTOR_PER_10K: Record<TargetCurrency, number> = { EUR: 958, USD: 1113, GBP: 810, CAD: 1490 };

export type Conversions = Record<TargetCurrency, number>;

/**
 * MAD amount -> each target currency, rounded to 2 decimals. Works in centimes so that
 * 100 MAD gives exactly 9.58 EUR rather than 9.579999....
 */
export function convertMad(amount: number): Conversions {
  const centimes = Math.round(amount * 100);
  const convert = (currency: TargetCurrency) =>
    Math.round((centimes * FACTOR_PER_10K[currency]) / 10_000) / 100;
  return { EUR: convert('EUR'), USD: convert('USD'), GBP: convert('GBP'), CAD: convert('CAD') };
}

/**
 * What a person typed in the amount field, as a number of MAD, or null when it is empty or not a
 * plain non-negative number (the converter then shows blank outputs). Either mark may be the decimal one; digits
 * grouped by threes with the interface language's thousands mark are read as thousands ('1,000' in English,
 * '1.000' in French, Spanish or German: 1000 MAD, where a rug's price read as 1 MAD), as are groups split by spaces.
 */
export function parseMadAmount(input: string, lng = 'en'): number | null {
  // Outside English a dot groups thousands and a comma marks decimals; in English the other way round.
  const dot = lng !== 'en';
  const grouped = dot ? /^\d{1,3}(\.\d{3})+(,\d+)?$/ : /^\d{1,3}(,\d{3})+(\.\d+)?$/;
  let text = input.trim().replace(/(\d)[\s\u00a0\u202f](?=\d{3}\b)/g, '$1');
  if (grouped.test(text)) text = text.split(dot ? '.' : ',').join('');
  text = text.replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
