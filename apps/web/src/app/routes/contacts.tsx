import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { EmergencyContacts } from '@/features/contacts/components/emergency-contacts';
import { InstallPromptCard } from '@/features/install/components/install-prompt-card';

export function ContactsRoute() {
  const { t } = useTranslation('contacts');
  return (
    <Page title={t('title')} subtitle={t('subtitle')}>
      <InstallPromptCard />
      <EmergencyContacts />
    </Page>
  );
}
