import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { CompletionScreen } from '@/features/checkout/components/completion-screen';
import type { CheckoutKind } from '@/features/checkout/lib/checkout-kind';
import { useIdentity } from '@/features/identity/api/get-identity';
import { useSetPassStatus } from '@/features/pass/api/set-pass-status';

/** The three completion routes: the checkout feature's screen, wired to the app's pass cache. */
export function CompletionPage({ kind, title }: { kind: CheckoutKind; title: string }) {
  const [params] = useSearchParams();
  const setPassStatus = useSetPassStatus();
  const { data: identity } = useIdentity();
  return (
    <Page title={title}>
      <CompletionScreen
        kind={kind}
        sessionId={params.get('session_id')}
        trigger={params.get('t')}
        onPassActive={setPassStatus}
        visitor={identity ?? null}
      />
    </Page>
  );
}

export function useCompletionTitle(key: 'payComplete' | 'mrComplete' | 'tstComplete'): string {
  const { t } = useTranslation();
  return t(`pages.${key}`);
}
