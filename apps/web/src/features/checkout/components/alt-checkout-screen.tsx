import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlanPricesResponse } from '@mizan/contracts/plans';
import { DEFAULT_PLAN } from '@mizan/data/plans';
import { formatPlanPrice } from '../lib/plan-price';
import { CheckoutBox } from './checkout-box';

/**
 * The hidden /mr and /tst checkouts: the 7-day pass straight in the embedded checkout (560 px box). They open
 * their session on their first render, without TanStack Query or zod (ADR 022, 2026-11-25).
 */
export function AltCheckoutScreen({
  kind,
  currency,
  prices,
}: {
  kind: 'mr' | 'tst';
  currency: string | null;
  /** The plans' prices in `currency` once they come (the route asks for them). */
  prices: PlanPricesResponse | undefined;
}) {
  const { t, i18n } = useTranslation('checkout');
  const price = prices?.plans[DEFAULT_PLAN];
  const amount = price ? formatPlanPrice(price, i18n.language) : null;
  return (
    <>
      <p className="text-ink">
        {t(`plans.${DEFAULT_PLAN}`)}
        {amount ? ` · ${amount}` : ''}
      </p>
      <CheckoutBox
        session={{
          kind,
          plan: DEFAULT_PLAN,
          trigger: null,
          userLocale: navigator.language,
          userCurrency: currency,
        }}
        amount={amount}
      />
      <p className="text-center">
        <Link to="/" className="inline-flex min-h-11 items-center font-medium text-teal-800 underline">
          {t('pay.cancel')}
        </Link>
      </p>
    </>
  );
}
