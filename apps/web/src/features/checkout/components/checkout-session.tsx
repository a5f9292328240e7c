import { Suspense, lazy, useCallback, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useReasonText } from '@/hooks/use-reason-text';
import { serverReason } from '@/lib/api-client';
import { useCheckoutSession } from '../api/create-checkout-session';
import type { CheckoutSessionInput } from '../api/create-checkout-session';

// Both checkouts load on demand: Stripe's SDK only when the provider is Stripe, the demo form otherwise.
const StripeCheckout = lazy(() => import('./stripe-checkout').then((m) => ({ default: m.StripeCheckout })));
const DemoCardForm = lazy(() => import('./demo-card-form').then((m) => ({ default: m.DemoCardForm })));

interface CheckoutSessionProps {
  session: CheckoutSessionInput;
  amount: string | null;
  /** What the box shows while the session opens and the provider's form loads. */
  loading: ReactNode;
}

/** The checkout box's content once it is wanted: the session, then the provider's form or the failure (spec 8). */
export function CheckoutSession({ session, amount, loading }: CheckoutSessionProps) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const query = useCheckoutSession(session);
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

  // A session that failed for want of a connection is asked again when the device is back online.
  const { isError, retry } = query;
  useEffect(() => {
    if (!isError) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [isError, retry]);

  // Offline, say so rather than 'loading' for ever or a failure that reads as the shop's: a request sent as the
  // connection went fails; one not sent yet waits for the connection (useCheckoutSession).
  const offline = query.isPaused || (isError && !navigator.onLine);
  if (offline) {
    return (
      <div className="p-5">
        <Alert tone="notice">{t('checkout.offline')}</Alert>
      </div>
    );
  }
  // A Stripe session without its publishable key cannot be mounted: that is a failed start too.
  const unmountable = query.data?.provider === 'stripe' && !query.data.publishableKey;
  if (query.isError || unmountable) {
    return (
      <div className="p-5">
        <Alert>{reasonText(serverReason(query.error)) ?? t('checkout.failed')}</Alert>
      </div>
    );
  }
  if (!query.data) return loading;
  const { provider, publishableKey, clientSecret, sessionId } = query.data;
  return (
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
