import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { TaximeterCard } from '@/features/meter/components/taximeter-card';
import { passStatusQueryOptions, usePassStatus } from '@/features/pass/api/get-pass-status';
import { useRedirectToPay } from '@/features/paywall/hooks/use-redirect-to-pay';
import { TaxiDisclaimer } from '@/features/taxi/components/taxi-disclaimer';
import { TaxiEstimator } from '@/features/taxi/components/taxi-estimator';

/** Taxi fares (spec 2): the estimator and its result card, the taximeter card, the disclaimer. */
export function TaxiFaresRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const redirectToPay = useRedirectToPay('taxi-estimate');
  const redirectMeterToPay = useRedirectToPay('taxi-meter');
  const passStatus = usePassStatus();
  // The estimate's city is the taximeter's default tariff (ADR 018).
  const [estimateCity, setEstimateCity] = useState<string | null>(null);
  // Fresh from the server, not the 5-minute session cache: the visitor may have just bought a pass.
  const checkPass = useCallback(
    async () => (await queryClient.fetchQuery({ ...passStatusQueryOptions(), staleTime: 0 })).active,
    [queryClient],
  );
  return (
    <Page title={t('pages.taxiFares')}>
      <TaxiEstimator
        onPaymentRequired={redirectToPay}
        checkPass={checkPass}
        onEstimateCity={setEstimateCity}
      />
      <TaximeterCard
        passActive={passStatus.data?.active}
        onFreeRunOver={() => void redirectMeterToPay()}
        estimateCity={estimateCity}
      />
      <TaxiDisclaimer />
    </Page>
  );
}
