import { useCallback } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import { Alert } from '@/components/ui/alert';
import { useReasonText } from '@/hooks/use-reason-text';
import {
  passActivatedShowStore,
  passExpiresAtStore,
  preCheckoutPathStore,
  preCheckoutTriggerStore,
} from '@/lib/storage';
import { useCompletion } from '../hooks/use-completion';
import type { CheckoutKind } from '../lib/checkout-kind';
import { completionTarget } from '../lib/completion-target';
import { trackPurchase } from '../lib/purchase-tracking';
import type { TrackedVisitor } from '../lib/purchase-tracking';

interface CompletionScreenProps {
  kind: CheckoutKind;
  sessionId: string | null;
  trigger: string | null;
  /** Given by the screen: puts the active status in the app's pass cache. */
  onPassActive: (status: PassStatusResponse) => void;
  /**
   * The visitor as /api/identity knows them, for the pixel's identify event (null when unknown): asked for
   * once the pass is active, the page's first load going without it.
   */
  visitor: () => Promise<TrackedVisitor | null>;
}

/**
 * The completion page (spec 2, 4): confirm, poll, and once the pass is active set the banner flag and go
 * on with a full page load, so the whole app (banner included) starts again with the pass.
 */
export function CompletionScreen({ kind, sessionId, trigger, onPassActive, visitor }: CompletionScreenProps) {
  const { t } = useTranslation('checkout');
  const onActive = useCallback(
    async (status: PassStatusResponse) => {
      onPassActive(status);
      passActivatedShowStore.write('1');
      if (status.passExpiresAt) passExpiresAtStore.write(status.passExpiresAt);
      await trackPurchase(await visitor().catch(() => null));
      const target = completionTarget(
        kind,
        trigger ?? preCheckoutTriggerStore.read(),
        preCheckoutPathStore.read(),
      );
      preCheckoutPathStore.remove();
      preCheckoutTriggerStore.remove();
      window.location.replace(target);
    },
    [kind, trigger, onPassActive, visitor],
  );
  const { checks, problem, gaveUp } = useCompletion(sessionId, onActive);
  const reasonText = useReasonText();
  const problemText = problem && problem !== 'waiting' ? reasonText(problem) : null;

  // Not a live region: the count of checks changes every 1.5 s for up to a minute, which a screen reader said each
  // time (forty times); what needs saying, a problem or the wait, is the Alert's.
  return (
    <section className="space-y-3 rounded-2xl border border-sand-200 bg-white p-6 text-center shadow-sm">
      <LoaderCircle
        aria-hidden="true"
        className={`mx-auto size-10 text-teal-700 ${gaveUp ? '' : 'animate-spin'}`}
      />
      <p className="text-lg font-semibold text-ink">{t('complete.finalizing')}</p>
      <p className="text-sm text-muted" data-testid="completion-checks">
        {t('complete.checks', { count: checks })}
      </p>
      {problem ? (
        <Alert tone={problemText ? 'error' : 'notice'}>{problemText ?? t('complete.waiting')}</Alert>
      ) : null}
      <p className="text-sm text-muted">{t('complete.refreshHint')}</p>
    </section>
  );
}
