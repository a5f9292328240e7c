import { Navigate } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@mizan/contracts/auth';

interface AuthGuardProps {
  /**
   * What the identity already says: undefined while unknown, false when it is not a user's. An anonymous
   * visitor goes to /login without asking /api/auth/me for a 401 it is sure to get.
   */
  signedIn: boolean | undefined;
  /** The /api/auth/me answer, asked for by the screen once `signedIn` is true. */
  me: { data: MeResponse | undefined; isError: boolean };
  returnTo: string;
  children: (user: MeResponse) => ReactNode;
}

/** Spec 2, 6: 'Chargement...' until /api/auth/me answers; no signed-in user goes to /login. */
export function AuthGuard({ signedIn, me, returnTo, children }: AuthGuardProps) {
  const { t } = useTranslation('auth');
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
