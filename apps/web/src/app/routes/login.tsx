import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { AuthForm } from '@/features/auth/components/auth-form';
import { returnPathFrom } from '@/features/auth/lib/return-path';

/** /login: sign in or register, then back where the visitor came from (?next=), else /app. */
export function LoginRoute() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = returnPathFrom(params.get('next'));
  const onSignedIn = useCallback(() => void navigate(next, { replace: true }), [navigate, next]);
  return (
    <Page title={t('pages.login')} subtitle={ta('intro')}>
      <AuthForm onSignedIn={onSignedIn} />
    </Page>
  );
}
