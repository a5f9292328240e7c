import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeLink } from '@/components/layout/home-link';
import { Page } from '@/components/ui/page';
import { useRedirectToPay } from '@/features/paywall/hooks/use-redirect-to-pay';
import { TranslatorScreen } from '@/features/translator/components/translator-screen';
import { useDoubleTap } from '@/hooks/use-double-tap';

/**
 * The translator (spec 2 "Translator"): a home link and the title, whose double tap (320 ms) toggles the hidden
 * realtime beta; the paywall's redirect for 'translate' goes to the feature as a prop.
 */
export function TranscribeRoute() {
  // Only the frame's texts here: the title and the home link show at once, the feature's own texts arrive
  // with its content (a first visit straight to /transcribe does not hold the title back for them).
  const { t } = useTranslation();
  const redirectToPay = useRedirectToPay('translate');
  const [beta, setBeta] = useState(false);
  const onTitleClick = useDoubleTap(useCallback(() => setBeta((on) => !on), []));
  return (
    <>
      <HomeLink />
      <Page title={t('pages.transcribe')} onTitleClick={onTitleClick}>
        <Suspense fallback={null}>
          <TranslatorScreen beta={beta} onPaymentRequired={redirectToPay} />
        </Suspense>
      </Page>
    </>
  );
}
