import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function PayCompleteRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.payComplete')} />;
}
