import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { CompletionScreen } from '@/features/checkout/components/completion-screen';
import type { CheckoutKind } from '@/features/checkout/lib/checkout-kind';
import { useIdentity } from '@/features/identity/api/get-identity';
import { useSetPassStatus } from '@/features/pass/api/set-pass-status';

const TITLE = { standard: 'pages.payComplete', mr: 'pages.mrComplete', tst: 'pages.tstComplete' } as const;

/** The completion pages of the three checkouts (spec 2), the same screen: the checkout feature's, wired to the app's pass cache. */
function CompletionRoute({ kind }: { kind: CheckoutKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const setPassStatus = useSetPassStatus();
  const { data: identity } = useIdentity();
  return (
    <Page title={t(TITLE[kind])}>
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

export const PayCompleteRoute = () => <CompletionRoute kind="standard" />;
export const MrCompleteRoute = () => <CompletionRoute kind="mr" />;
export const TstCompleteRoute = () => <CompletionRoute kind="tst" />;
