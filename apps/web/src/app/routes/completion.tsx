import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import { Page } from '@/components/ui/page';
import { CompletionScreen } from '@/features/checkout/components/completion-screen';
import type { CheckoutKind } from '@/features/checkout/lib/checkout-kind';
import { getIdentity } from '@/features/identity/api/get-identity';
import { PASS_STATUS_QUERY_KEY } from '@/features/pass/api/pass-status-key';
import { rememberPassStatus } from '@/features/pass/api/pass-status-cache';
import { useQuerySlot } from '../provider';

const TITLE = { standard: 'pages.payComplete', mr: 'pages.mrComplete', tst: 'pages.tstComplete' } as const;

/**
 * The completion pages of the three checkouts (spec 2), the same screen: the checkout feature's, wired to the
 * app's pass cache. No TanStack Query on their first load (ADR 022, 2026-11-25): the screen polls by itself,
 * asks who the buyer is only once the pass is active, and then reloads the whole app.
 */
function CompletionRoute({ kind }: { kind: CheckoutKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const slot = useQuerySlot();
  const onPassActive = useCallback(
    (status: PassStatusResponse) => {
      rememberPassStatus(status, Date.now());
      slot.client?.setQueryData(PASS_STATUS_QUERY_KEY, status);
    },
    [slot],
  );
  return (
    <Page title={t(TITLE[kind])}>
      <CompletionScreen
        kind={kind}
        sessionId={params.get('session_id')}
        trigger={params.get('t')}
        onPassActive={onPassActive}
        visitor={getIdentity}
      />
    </Page>
  );
}

export const PayCompleteRoute = () => <CompletionRoute kind="standard" />;
export const MrCompleteRoute = () => <CompletionRoute kind="mr" />;
export const TstCompleteRoute = () => <CompletionRoute kind="tst" />;
