import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { AltCheckoutScreen } from '@/features/checkout/components/alt-checkout-screen';

export function MrCheckoutRoute() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('checkout');
  return (
    <Page title={t('pages.mrCheckout')} subtitle={tc('alt.subtitle')}>
      <AltCheckoutScreen kind="mr" />
    </Page>
  );
}
