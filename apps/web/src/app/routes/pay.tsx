import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { PayScreen } from '@/features/checkout/components/pay-screen';
import { triggerFrom } from '@/features/checkout/lib/trigger';
import { useHydrated } from '@/hooks/use-browser-value';

/**
 * /pay?t=<feature> (spec 2 "Pay page"): the meter trigger gets its own subtitle, once the page is hydrated:
 * the prerendered /pay (ADR 021) has no query, and a direct load of /pay?t=... hydrates it (main.tsx).
 */
export function PayRoute() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('checkout');
  const [params] = useSearchParams();
  const trigger = triggerFrom(params.get('t'));
  const hydrated = useHydrated();
  const subtitle = (
    <>
      {tc('pay.subtitle')}
      {hydrated && trigger === 'taxi-meter' ? (
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
