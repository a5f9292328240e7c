import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { TaximeterCard } from '@/features/meter/components/taximeter-card';
import { useRedirectToPay } from '@/features/paywall/hooks/use-redirect-to-pay';
import { TaxiDisclaimer } from '@/features/taxi/components/taxi-disclaimer';
import { TaxiEstimator } from '@/features/taxi/components/taxi-estimator';
import { useQuerySlot } from '../provider';
import { useWatchedPassStatus } from '../use-watched-pass-status';

/**
 * Taxi fares (spec 2): the estimator and its result card, the taximeter card, the disclaimer. Its first render
 * fetches nothing, so TanStack Query is not on its first load (ADR 022): the features fetch through the app's
 * client once it has loaded (the first suggestions, estimate check or location), and the meter's pass status
 * is followed once the page has settled (no one is sent to the paywall while it is unknown).
 */
export function TaxiFaresRoute() {
  const { t } = useTranslation();
  const slot = useQuerySlot();
  const redirectToPay = useRedirectToPay('taxi-estimate');
  const redirectMeterToPay = useRedirectToPay('taxi-meter');
  const passStatus = useWatchedPassStatus(false);
  // The estimate's city is the taximeter's default tariff (ADR 018).
  const [estimateCity, setEstimateCity] = useState<string | null>(null);
  const queries = useCallback(() => import('../query-scope').then(({ clientOf }) => clientOf(slot)), [slot]);
  // Fresh from the server, not the 5-minute session cache: the visitor may have just bought a pass.
  const checkPass = useCallback(async () => {
    const [client, { passStatusQueryOptions }] = await Promise.all([
      queries(),
      import('@/features/pass/api/get-pass-status'),
    ]);
    return (await client.fetchQuery({ ...passStatusQueryOptions(), staleTime: 0 })).active;
  }, [queries]);
  return (
    <Page title={t('pages.taxiFares')}>
      <TaxiEstimator
        onPaymentRequired={redirectToPay}
        checkPass={checkPass}
        onEstimateCity={setEstimateCity}
        queries={queries}
      />
      <TaximeterCard
        passActive={passStatus?.active}
        onFreeRunOver={() => void redirectMeterToPay()}
        estimateCity={estimateCity}
      />
      <TaxiDisclaimer />
    </Page>
  );
}
