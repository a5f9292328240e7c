import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { AuthGuard } from '@/features/auth/components/auth-guard';
import { ProtectedArea } from '@/features/auth/components/protected-area';
import { useIdentity } from '@/features/identity/api/get-identity';

/** /app (spec 2 "Protected page"): only for a signed-in session. */
export function AppRoute() {
  const { t } = useTranslation('auth');
  const identity = useIdentity();
  // A stale identity is being refetched (just signed in or out): wait for the fresh answer.
  const signedIn = identity.isFetching || identity.isPending ? undefined : identity.data?.type === 'user';
  return (
    <Page title={t('app.title')}>
      <AuthGuard signedIn={signedIn} returnTo="/app">
        {(user) => <ProtectedArea user={user} />}
      </AuthGuard>
    </Page>
  );
}
