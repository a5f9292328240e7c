import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { AltCheckoutScreen } from '@/features/checkout/components/alt-checkout-screen';

export function TstCheckoutRoute() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('checkout');
  return (
    <Page title={t('pages.tstCheckout')} subtitle={tc('alt.subtitle')}>
      <AltCheckoutScreen kind="tst" />
    </Page>
  );
}
