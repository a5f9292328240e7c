import { useCallback, useDeferredValue } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { CurrencyConverter } from '@/features/converter/components/currency-converter';
import { Hero } from '@/features/home/components/hero';
import { TryFreeTiles } from '@/features/home/components/try-free-tiles';
import { TestimonialsCarousel } from '@/features/testimonials/components/testimonials-carousel';
import { useDoubleTap } from '@/hooks/use-double-tap';
import { useWatchedPassStatus } from '../use-watched-pass-status';

/** Home (spec 2): nothing below the title while the pass status is unknown. */
export function HomeRoute() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  // The answer brings most of the screen (hero, carousel, tiles, converter): render it as a deferred,
  // interruptible update so the main thread is never blocked for the whole of it.
  const pass = useDeferredValue(useWatchedPassStatus(true));
  const onTitleClick = useDoubleTap(useCallback(() => void navigate('/mr/checkout'), [navigate]));
  const state = pass === undefined ? 'unknown' : pass.active ? 'active' : 'none';
  return (
    <Page
      title={t('title')}
      documentTitle={t('documentTitle')}
      subtitle={t('tagline')}
      onTitleClick={onTitleClick}
    >
      {state === 'none' ? (
        <>
          <Hero />
          <TestimonialsCarousel />
        </>
      ) : null}
      {state === 'unknown' ? null : (
        <>
          <TryFreeTiles showLabel={state === 'none'} />
          <CurrencyConverter />
        </>
      )}
    </Page>
  );
}
