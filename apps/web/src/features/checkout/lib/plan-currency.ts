/**
 * The currency to ask prices in (spec 7, 9): GBP when one of the browser's languages is British English,
 * else null so the provider's default applies.
 */
export function planCurrencyFor(languages: readonly string[]): string | null {
  return languages.some((tag) => tag.toLowerCase() === 'en-gb') ? 'GBP' : null;
}
