import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { meQuery } from '@/features/auth/api/get-me';
import { AuthGuard } from '@/features/auth/components/auth-guard';
import { ProtectedArea } from '@/features/auth/components/protected-area';
import { identityQuery } from '@/features/identity/api/get-identity';
import { useQuerySlot } from '../provider';
import { loadQueryClient, useServerAnswer } from '../use-server-answer';

/** /app (spec 2 "Protected page"): only for a signed-in session. */
export function AppRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const slot = useQuerySlot();
  const [identity] = useServerAnswer(identityQuery());
  // A stale identity is being refetched (just signed in or out): wait for the fresh answer.
  const signedIn = identity.isFetching || identity.isPending ? undefined : identity.data?.type === 'user';
  const [me] = useServerAnswer(meQuery(), signedIn === true);
  const onSignedOut = useCallback(async () => {
    // Leave first, then forget who we were: the guard must not see the user vanish while still mounted.
    await navigate('/', { replace: true });
    const client = await loadQueryClient(slot).catch(() => null);
    client?.removeQueries({ queryKey: ['auth'] });
    await client?.invalidateQueries();
  }, [navigate, slot]);
  return (
    <Page title={t('app.title')}>
      <AuthGuard signedIn={signedIn} me={me} returnTo="/app">
        {(user) => <ProtectedArea user={user} onSignedOut={onSignedOut} />}
      </AuthGuard>
    </Page>
  );
}
