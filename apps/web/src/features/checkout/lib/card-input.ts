// The demo card form formats what is typed as a card field does: the number in groups of four, the expiry
// as MM / YY, the CVC as 3-4 digits.

const digitsOf = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

export function formatCardNumber(text: string): string {
  return digitsOf(text, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function formatExpiry(text: string): string {
  const digits = digitsOf(text, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function formatCvc(text: string): string {
  return digitsOf(text, 4);
}

/** MM/YY as the API reads it. */
export function expiryForApi(formatted: string): string {
  return formatted.replace(/\s/g, '');
}
