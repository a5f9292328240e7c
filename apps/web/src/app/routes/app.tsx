import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { AuthGuard } from '@/features/auth/components/auth-guard';
import { ProtectedArea } from '@/features/auth/components/protected-area';

/** /app (spec 2 "Protected page"): only for a signed-in session. */
export function AppRoute() {
  const { t } = useTranslation('auth');
  return (
    <Page title={t('app.title')}>
      <AuthGuard returnTo="/app">{(user) => <ProtectedArea user={user} />}</AuthGuard>
    </Page>
  );
}
