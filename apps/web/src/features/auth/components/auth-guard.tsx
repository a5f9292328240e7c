import { Navigate } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@mizan/contracts/auth';
import { useMe } from '../api/get-me';

/** Spec 2, 6: 'Chargement...' until /api/auth/me answers; no signed-in user goes to /login. */
export function AuthGuard({ returnTo, children }: { returnTo: string; children: (user: MeResponse) => ReactNode }) {
  const { t } = useTranslation('auth');
  const me = useMe();
  if (me.isPending) return <p className="text-muted">{t('app.loading')}</p>;
  if (me.isError) {
    return (
      <>
        <p className="text-muted">{t('app.notAuthenticated')}</p>
        <Navigate to={`/login?${new URLSearchParams({ next: returnTo }).toString()}`} replace />
      </>
    );
  }
  return children(me.data);
}
