// Apart from the parser (darija-amount.ts), so that the contract's schema takes the names without its tables.

/** The units a price is said in, in Darija: dirhams, or ryals (20 ryals = 1 dirham). */
export const AMOUNT_UNITS = ['dirham', 'ryal'] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];
