// The demo checkout's card rules, modelled on Stripe's test cards so the same numbers behave the same way
// with either provider: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined with Stripe's message.

export const DEMO_APPROVED_CARD = '4242424242424242';
export const DEMO_DECLINED_CARD = '4000000000000002';
/** Stripe's text for the generic_decline test card. */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

export interface DemoCardInput {
  cardNumber: string;
  /** MM/YY or MM/YYYY */
  expiry: string;
  cvc: string;
}

export type DemoCardCheck =
  | { outcome: 'approved' }
  | { outcome: 'declined'; message: string }
  | { outcome: 'invalid'; field: 'cardNumber' | 'expiry' | 'cvc'; message: string };

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Expired cards are judged at the end of their month, in UTC, like card networks do. */
function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match?.[1] || !match[2]) return 'Enter the expiry date as MM/YY.';
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  if (Date.UTC(year, month, 1) <= now.getTime()) return "Your card's expiration date is in the past.";
  return null;
}

export function checkDemoCard(card: DemoCardInput, now: Date): DemoCardCheck {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { outcome: 'invalid', field: 'cardNumber', message: 'Your card number is invalid.' };
  }
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) return { outcome: 'invalid', field: 'expiry', message: expiry };
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    return { outcome: 'invalid', field: 'cvc', message: "Your card's security code is invalid." };
  if (digits === DEMO_APPROVED_CARD) return { outcome: 'approved' };
  if (digits === DEMO_DECLINED_CARD) return { outcome: 'declined', message: CARD_DECLINED_MESSAGE };
  return {
    outcome: 'invalid',
    field: 'cardNumber',
    message: 'Demo checkout (no real charge): use the test card 4242 4242 4242 4242.',
  };
}
