import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function MrCompleteRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.mrComplete')} />;
}
