import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { planPricesQuery } from '@/features/checkout/api/plan-prices';
import { AltCheckoutScreen } from '@/features/checkout/components/alt-checkout-screen';
import { usePlanCurrency } from '@/features/checkout/hooks/use-plan-currency';
import { useHydrated } from '@/hooks/use-browser-value';
import { useServerAnswer } from '../use-server-answer';

const TITLE = { mr: 'pages.mrCheckout', tst: 'pages.tstCheckout' } as const;

/** The hidden checkouts (spec 2): /mr/checkout (alternate) and /tst/checkout (test), the same screen. */
function AltCheckoutRoute({ kind }: { kind: keyof typeof TITLE }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('checkout');
  const currency = usePlanCurrency();
  // Asked once hydrated, in the browser's currency (as usePlanPrices on /pay), without TanStack Query (ADR 022).
  const [prices] = useServerAnswer(planPricesQuery(currency), useHydrated());
  return (
    <Page title={t(TITLE[kind])} subtitle={tc('alt.subtitle')}>
      <AltCheckoutScreen kind={kind} currency={currency} prices={prices.data} />
    </Page>
  );
}

export const MrCheckoutRoute = () => <AltCheckoutRoute kind="mr" />;
export const TstCheckoutRoute = () => <AltCheckoutRoute kind="tst" />;
