import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import { Page } from '@/components/ui/page';
import { CurrencyConverter } from '@/features/converter/components/currency-converter';
import { Hero } from '@/features/home/components/hero';
import { TryFreeTiles } from '@/features/home/components/try-free-tiles';
import { PASS_STATUS_QUERY_KEY } from '@/features/pass/api/pass-status-key';
import { TestimonialsCarousel } from '@/features/testimonials/components/testimonials-carousel';
import { useDoubleTap } from '@/hooks/use-double-tap';
import { whenSettled } from '@/lib/when-settled';
import { useQuerySlot } from '../provider';
import type { QuerySlot } from '../provider';

/** What the app knows of the pass status: the query client's answer, else the page's; undefined if none. */
const knownPassStatus = (slot: QuerySlot): PassStatusResponse | undefined =>
  slot.client
    ? slot.client.getQueryData<PassStatusResponse>(PASS_STATUS_QUERY_KEY)
    : (slot.served ?? undefined);

/**
 * The pass status, for the home screen, which is the one screen that renders from it without TanStack
 * Query loaded (app/provider.tsx): the status in the page (or the client's, once made) at first, then the
 * query's answers. The query loads at once when the status is unknown (the shell, a worker without a kept
 * status), came from the service worker (kept from an earlier visit) or the client is already made, else
 * once the page has settled, so that the visitor's first seconds do without its script.
 */
function useHomePassStatus(): PassStatusResponse | undefined {
  const slot = useQuerySlot();
  const [status, setStatus] = useState(() => knownPassStatus(slot));
  useEffect(() => {
    let stop: (() => void) | undefined;
    let mounted = true;
    const watch = () =>
      void import('../watch-pass-status').then(({ watchPassStatus }) => {
        if (mounted) stop = watchPassStatus(slot, setStatus);
      });
    if (slot.client || knownPassStatus(slot) === undefined || slot.servedFromWorker) watch();
    else whenSettled(watch);
    return () => {
      mounted = false;
      stop?.();
    };
  }, [slot]);
  return status;
}

/** Home (spec 2): nothing below the title while the pass status is unknown. */
export function HomeRoute() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  // The answer brings most of the screen (hero, carousel, tiles, converter): render it as a deferred,
  // interruptible update so the main thread is never blocked for the whole of it.
  const pass = useDeferredValue(useHomePassStatus());
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
