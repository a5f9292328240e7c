// Numbers, money and dates for people go through Intl in the interface language.

export function formatMoney(amount: number, currency: string, lng: string): string {
  return new Intl.NumberFormat(lng, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** A calendar date (YYYY-MM-DD) written out, without any time-zone shift. */
export function formatDate(isoDate: string, lng: string): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
