import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PLAN } from '@mizan/data/plans';
import { formatMoney } from '@/lib/format';
import { usePlanPrices } from '../api/get-plan-prices';
import { planCurrencyFor } from '../lib/plan-currency';
import { CheckoutBox } from './checkout-box';

/** The hidden /mr and /tst checkouts: the 7-day pass straight in the embedded checkout (560 px box). */
export function AltCheckoutScreen({ kind }: { kind: 'mr' | 'tst' }) {
  const { t, i18n } = useTranslation('checkout');
  const [currency] = useState(() => planCurrencyFor(navigator.languages));
  const price = usePlanPrices(currency).data?.plans[DEFAULT_PLAN];
  return (
    <>
      <p className="text-ink">
        {t(`plans.${DEFAULT_PLAN}`)}
        {price ? ` · ${formatMoney(price.unit_amount / 100, price.currency.toUpperCase(), i18n.language)}` : ''}
      </p>
      <CheckoutBox
        session={{ kind, plan: DEFAULT_PLAN, trigger: null, userLocale: navigator.language, userCurrency: currency }}
        amount={price ? formatMoney(price.unit_amount / 100, price.currency.toUpperCase(), i18n.language) : null}
      />
      <p className="text-center">
        <Link to="/" className="font-medium text-teal-800 underline">
          {t('pay.cancel')}
        </Link>
      </p>
    </>
  );
}
