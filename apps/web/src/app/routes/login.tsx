import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { AuthForm } from '@/features/auth/components/auth-form';
import { returnPathFrom } from '@/features/auth/lib/return-path';
import { useQuerySlot } from '../provider';
import { loadQueryClient } from '../use-server-answer';

/**
 * /login: sign in or register, then back where the visitor came from (?next=), else /app. Its first render
 * fetches nothing: TanStack Query loads once the server has said yes (ADR 022, 2026-11-25).
 */
export function LoginRoute() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('auth');
  const navigate = useNavigate();
  const slot = useQuerySlot();
  const [params] = useSearchParams();
  const next = returnPathFrom(params.get('next'));
  const onSignedIn = useCallback(async () => {
    // Every answer that depended on who we were (identity, pass, me) is fetched again.
    await loadQueryClient(slot).then(
      (client) => client.invalidateQueries(),
      () => undefined,
    );
    await navigate(next, { replace: true });
  }, [slot, navigate, next]);
  return (
    <Page title={t('pages.login')} subtitle={ta('intro')}>
      <AuthForm onSignedIn={onSignedIn} />
    </Page>
  );
}
