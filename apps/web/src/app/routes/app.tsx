import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function AppRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.app')} />;
}
