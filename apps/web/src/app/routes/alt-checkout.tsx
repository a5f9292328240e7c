import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { AltCheckoutScreen } from '@/features/checkout/components/alt-checkout-screen';

const TITLE = { mr: 'pages.mrCheckout', tst: 'pages.tstCheckout' } as const;

/** The hidden checkouts (spec 2): /mr/checkout (alternate) and /tst/checkout (test), the same screen. */
function AltCheckoutRoute({ kind }: { kind: keyof typeof TITLE }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('checkout');
  return (
    <Page title={t(TITLE[kind])} subtitle={tc('alt.subtitle')}>
      <AltCheckoutScreen kind={kind} />
    </Page>
  );
}

export const MrCheckoutRoute = () => <AltCheckoutRoute kind="mr" />;
export const TstCheckoutRoute = () => <AltCheckoutRoute kind="tst" />;
