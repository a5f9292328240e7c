import { Suspense, lazy, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/hooks/use-browser-value';
import { useOnScreenOrSettled } from '../hooks/use-on-screen-or-settled';
import type { CheckoutSessionInput } from '../api/create-checkout-session';
import { CHECKOUT_MIN_HEIGHT_PX } from '../lib/checkout-kind';

// The session's code (its request, the failure texts, the providers' forms) loads when the box is wanted: on a
// phone the pay page's first screen is the plans, and the box starts under the fold (ADR 022).
const CheckoutSession = lazy(() =>
  import('./checkout-session').then((m) => ({ default: m.CheckoutSession })),
);

interface CheckoutBoxProps {
  session: CheckoutSessionInput;
  amount: string | null;
  /**
   * Open the session once the box comes into view or the page has settled, not as soon as the page is
   * hydrated: the pay page's first seconds go to what the visitor sees first, the plans (ADR 022).
   */
  deferUntilSeen?: boolean;
}

/** The embedded checkout of one plan: the provider's form, or the loading and failure states (spec 8). */
export function CheckoutBox({ session, amount, deferUntilSeen = false }: CheckoutBoxProps) {
  const { t } = useTranslation('checkout');
  const box = useRef<HTMLDivElement>(null);
  const wanted = useOnScreenOrSettled(box, deferUntilSeen);
  // Not from the prerendered markup (ADR 021): its currency and locale are the server's, and opening a
  // session then another with the browser's values made two racing first calls of a new visitor (a 403).
  const open = useHydrated() && wanted;

  const loading = <p className="p-6 text-center text-muted">{t('checkout.loadingSdk')}</p>;
  return (
    <div
      ref={box}
      id="checkout"
      data-testid="checkout-box"
      aria-label={t('checkout.title')}
      role="region"
      className="scroll-mt-4 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm"
      style={{ minHeight: CHECKOUT_MIN_HEIGHT_PX[session.kind] }}
    >
      {open ? (
        <Suspense fallback={loading}>
          <CheckoutSession session={session} amount={amount} loading={loading} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
