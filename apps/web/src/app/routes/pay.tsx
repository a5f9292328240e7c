import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Feature } from '@mizan/domain/pass/features';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { PayScreen } from '@/features/checkout/components/pay-screen';
import { triggerFrom } from '@/features/checkout/lib/trigger';
import { whenSettled } from '@/lib/when-settled';

const PayHolderNotice = lazy(() =>
  import('./pay-holder-notice').then((m) => ({ default: m.PayHolderNotice })),
);

/**
 * Loads the holder's notice once the page has settled: its pass status client is no part of the page's first load
 * (its budget, issue 15), and the prerender knows no status (ADR 021).
 */
function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled;
}

// Why the visitor is on the pay page. Spec 2 gives the meter's line; the estimate's and the translator's say the
// same of theirs, since a tap on 'Estimate fare' that lands on the plans without a word looked like a fault.
const TRIGGER_LINE = {
  'taxi-meter': 'pay.meterSubtitle',
  'taxi-estimate': 'pay.estimateSubtitle',
  translate: 'pay.translateSubtitle',
} as const satisfies Record<Feature, string>;

/**
 * /pay?t=<feature> (spec 2 "Pay page"): each trigger gets its line under the subtitle. Each `/pay?t=<feature>` has
 * its own prerendered page with it (ADR 021, checkout/lib/pay-page-variant.ts), so the line is there from the first
 * paint.
 */
export function PayRoute() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('checkout');
  const [params] = useSearchParams();
  const trigger = triggerFrom(params.get('t'));
  const settled = useSettled();
  const subtitle = (
    <>
      {tc('pay.subtitle')}
      {trigger ? (
        <span className="mt-2 block font-medium text-terracotta-700">{tc(TRIGGER_LINE[trigger])}</span>
      ) : null}
    </>
  );
  return (
    <Page title={t('pages.pay')} subtitle={subtitle}>
      {settled ? (
        <Suspense fallback={null}>
          <PayHolderNotice />
        </Suspense>
      ) : null}
      <PayScreen trigger={trigger} />
    </Page>
  );
}
