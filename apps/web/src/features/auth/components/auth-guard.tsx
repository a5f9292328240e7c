import { Navigate } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@mizan/contracts/auth';
import { useMe } from '../api/get-me';

interface AuthGuardProps {
  /**
   * What the identity already says: undefined while unknown, false when it is not a user's. An anonymous
   * visitor goes to /login without asking /api/auth/me for a 401 it is sure to get.
   */
  signedIn: boolean | undefined;
  returnTo: string;
  children: (user: MeResponse) => ReactNode;
}

/** Spec 2, 6: 'Chargement...' until /api/auth/me answers; no signed-in user goes to /login. */
export function AuthGuard({ signedIn, returnTo, children }: AuthGuardProps) {
  const { t } = useTranslation('auth');
  const me = useMe(signedIn === true);
  if (signedIn === false || me.isError) {
    return (
      <>
        <p className="text-muted">{t('app.notAuthenticated')}</p>
        <Navigate to={`/login?${new URLSearchParams({ next: returnTo }).toString()}`} replace />
      </>
    );
  }
  if (!me.data) return <p className="text-muted">{t('app.loading')}</p>;
  return children(me.data);
}
