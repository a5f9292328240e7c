import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function TstCheckoutRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.tstCheckout')} />;
}
