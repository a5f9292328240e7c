import { Suspense, useCallback, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { useRedirectToPay } from '@/features/paywall/hooks/use-access';
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
      <div className="mx-auto w-full max-w-xl px-4 pt-4">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-1 rounded-full pr-3 text-sm font-semibold text-teal-800 hover:text-teal-950"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('nav.home')}
        </Link>
      </div>
      <Page title={t('pages.transcribe')} onTitleClick={onTitleClick}>
        <Suspense fallback={null}>
          <TranslatorScreen beta={beta} onPaymentRequired={redirectToPay} />
        </Suspense>
      </Page>
    </>
  );
}
