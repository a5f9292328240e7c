/** The three checkouts (spec 2): the pay page, the alternate hidden one (/mr) and the test one (/tst). */
export type CheckoutKind = 'standard' | 'mr' | 'tst';

export const SESSION_ENDPOINT: Record<CheckoutKind, string> = {
  standard: '/api/create-checkout-session',
  mr: '/api/create-checkout-session/mr',
  tst: '/api/create-checkout-session/tst',
};

/** Spec 2 "Pay page": the checkout box is at least 650 px high on /pay, 560 px on the other checkouts. */
export const CHECKOUT_MIN_HEIGHT_PX: Record<CheckoutKind, number> = { standard: 650, mr: 560, tst: 560 };
