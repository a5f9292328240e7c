import { Suspense, lazy, useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useHydrated } from '@/hooks/use-browser-value';
import { useReasonText } from '@/hooks/use-reason-text';
import { serverReason } from '@/lib/api-client';
import { useCheckoutSession } from '../api/create-checkout-session';
import { useOnScreenOrSettled } from '../hooks/use-on-screen-or-settled';
import type { CheckoutSessionInput } from '../api/create-checkout-session';
import { CHECKOUT_MIN_HEIGHT_PX } from '../lib/checkout-kind';

// Both checkouts load on demand: Stripe's SDK only when the provider is Stripe, the demo form otherwise.
const StripeCheckout = lazy(() => import('./stripe-checkout').then((m) => ({ default: m.StripeCheckout })));
const DemoCardForm = lazy(() => import('./demo-card-form').then((m) => ({ default: m.DemoCardForm })));

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
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const wanted = useOnScreenOrSettled(box, deferUntilSeen);
  // Not from the prerendered markup (ADR 021): its currency and locale are the server's, and opening a
  // session then another with the browser's values made two racing first calls of a new visitor (a 403).
  const query = useCheckoutSession(session, useHydrated() && wanted);
  const reasonText = useReasonText();

  // The demo provider answers with the URL Stripe would redirect to; stay in the app when it is ours.
  const onPaid = useCallback(
    (returnUrl: string) => {
      const url = new URL(returnUrl, window.location.origin);
      if (url.origin === window.location.origin) void navigate(`${url.pathname}${url.search}`);
      else window.location.assign(url.href);
    },
    [navigate],
  );

  const loading = <p className="p-6 text-center text-muted">{t('checkout.loadingSdk')}</p>;
  let content = loading;
  // A Stripe session without its publishable key cannot be mounted: that is a failed start too.
  const unmountable = query.data?.provider === 'stripe' && !query.data.publishableKey;
  if (query.isError || unmountable) {
    content = (
      <div className="p-5">
        <Alert>{reasonText(serverReason(query.error)) ?? t('checkout.failed')}</Alert>
      </div>
    );
  } else if (query.data) {
    const { provider, publishableKey, clientSecret, sessionId } = query.data;
    content = (
      <Suspense fallback={loading}>
        {provider === 'stripe' && publishableKey ? (
          <StripeCheckout
            publishableKey={publishableKey}
            clientSecret={clientSecret}
            loadingText={t('checkout.loadingSdk')}
          />
        ) : (
          <DemoCardForm key={sessionId} sessionId={sessionId} amount={amount} onPaid={onPaid} />
        )}
      </Suspense>
    );
  }

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
      {content}
    </div>
  );
}
