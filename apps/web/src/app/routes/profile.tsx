import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function ProfileRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.profile')} />;
}
