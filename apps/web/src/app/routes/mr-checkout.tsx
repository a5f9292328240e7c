import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function MrCheckoutRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.mrCheckout')} />;
}
