import type { CheckoutKind } from './checkout-kind';

/**
 * Where a completed checkout sends the buyer (spec 4 "Completion"): /mr and /tst go to /about; /pay/complete
 * goes to the translator when it was the trigger, else back to the saved pre-checkout path when it is a path
 * of this app outside /pay, else home.
 */
export function completionTarget(kind: CheckoutKind, trigger: string | null, savedPath: string | null): string {
  if (kind !== 'standard') return '/about';
  if (trigger === 'translate') return '/transcribe';
  if (savedPath && savedPath.startsWith('/') && !savedPath.startsWith('//') && !isUnderPay(savedPath)) return savedPath;
  return '/';
}

function isUnderPay(path: string): boolean {
  return /^\/pay(?:[/?#]|$)/.test(path);
}
