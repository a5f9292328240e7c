import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { PayScreen } from '@/features/checkout/components/pay-screen';
import { triggerFrom } from '@/features/checkout/lib/trigger';

/**
 * /pay?t=<feature> (spec 2 "Pay page"): the meter trigger gets its own subtitle. `/pay?t=taxi-meter` has its own
 * prerendered page with it (ADR 021, checkout/lib/trigger.ts), so the line is there from the first paint.
 */
export function PayRoute() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('checkout');
  const [params] = useSearchParams();
  const trigger = triggerFrom(params.get('t'));
  const subtitle = (
    <>
      {tc('pay.subtitle')}
      {trigger === 'taxi-meter' ? (
        <span className="mt-2 block font-medium text-terracotta-700">{tc('pay.meterSubtitle')}</span>
      ) : null}
    </>
  );
  return (
    <Page title={t('pages.pay')} subtitle={subtitle}>
      <PayScreen trigger={trigger} />
    </Page>
  );
}
