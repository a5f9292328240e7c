import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PLAN } from '@mizan/data/plans';
import type { PlanKey } from '@mizan/data/plans';
import type { Feature } from '@mizan/domain/pass/features';
import { Alert } from '@/components/ui/alert';
import { useBrowserValue } from '@/hooks/use-browser-value';
import { whenSettled } from '@/lib/when-settled';
import { usePlanPrices } from '../api/get-plan-prices';
import { usePlanCurrency } from '../hooks/use-plan-currency';
import { formatPlanPrice } from '../lib/plan-price';
import { CheckoutBox } from './checkout-box';
import { PayBenefits } from './pay-benefits';
import { PlanTiles } from './plan-tiles';

const browserLocale = () => navigator.language;

// The ad tracking loads once the page has settled, in order for every plan shown before: no part of the page's
// first load (its budget, issue 15; its record was already saved only then).
const loadTracking = () => import('../lib/tracking');
let tracking: ReturnType<typeof loadTracking> | null = null;
const trackingOnceSettled = () =>
  (tracking ??= new Promise<void>((resolve) => whenSettled(resolve)).then(loadTracking));

/** The pay page's body (spec 2 "Pay page", 4 "Plan selection and checkout"). */
export function PayScreen({ trigger }: { trigger: Feature | null }) {
  const { t, i18n } = useTranslation('checkout');
  const currency = usePlanCurrency();
  // Sent when the checkout opens, never shown: the prerendered page (ADR 021) has no browser to ask.
  const locale = useBrowserValue(browserLocale, '');
  const prices = usePlanPrices(currency);
  const [plan, setPlan] = useState<PlanKey>(DEFAULT_PLAN);
  // A plan chosen: its checkout opens at once (spec 4), whether or not the box is in view yet.
  const [chosen, setChosen] = useState(false);
  const checkoutRef = useRef<HTMLDivElement>(null);
  const selectedPrice = prices.data?.plans[plan];
  // Only once a request was made or held back, after hydration: the prerendered page knows no connection.
  const offline =
    !prices.data && (prices.fetchStatus === 'paused' || (prices.failureCount > 0 && !navigator.onLine));

  useEffect(() => {
    if (selectedPrice) {
      const planName = t(`plans.${plan}`, { lng: 'en' });
      void trackingOnceSettled().then((tracking) => tracking.trackPlanViewed(planName, selectedPrice));
    }
  }, [plan, selectedPrice, t]);

  // Chosen with the arrow keys, the plans stay in view: the page scrolling to the checkout at each key took the
  // next plan off the screen.
  const select = (next: PlanKey, by: 'tap' | 'arrow') => {
    setPlan(next);
    setChosen(true);
    if (by === 'tap') checkoutRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <PayBenefits />
      <section aria-labelledby="pay-plans" className="space-y-4">
        <h2 id="pay-plans" className="font-display text-xl font-semibold text-teal-900">
          {t('pay.plansTitle')}
        </h2>
        <PlanTiles prices={prices.data} selected={plan} onSelect={select} />
        {/* Opened offline (the service worker's page), the prices' request fails or waits for the connection: said
            here, where the tiles show '…', rather than a failure that reads as the shop's. */}
        {offline ? (
          <Alert tone="notice">{t('checkout.offline')}</Alert>
        ) : prices.isError ? (
          <Alert>{t('pay.pricesFailed')}</Alert>
        ) : null}
        <p className="rounded-xl bg-sand-100 p-4 text-sm text-ink">{t('pay.touristNote')}</p>
      </section>
      <div ref={checkoutRef} className="scroll-mt-4">
        <CheckoutBox
          session={{
            kind: 'standard',
            plan,
            trigger,
            userLocale: locale,
            userCurrency: currency,
          }}
          amount={selectedPrice ? formatPlanPrice(selectedPrice, i18n.language) : null}
          deferUntilSeen={!chosen}
        />
      </div>
      <p className="text-center">
        <Link to="/" className="inline-flex min-h-11 items-center font-medium text-teal-800 underline">
          {t('pay.cancel')}
        </Link>
      </p>
    </>
  );
}
