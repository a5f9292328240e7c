import { Suspense, lazy } from 'react';
import { useBrowserValue } from '@/hooks/use-browser-value';
import { passActivatedShowStore } from '@/lib/storage';

// Shown once, after a purchase: its code loads only then, off every page's first load (ADR 022).
const PassActivatedNotice = lazy(() =>
  import('./pass-activated-notice').then((m) => ({ default: m.PassActivatedNotice })),
);

const isFlagged = () => passActivatedShowStore.read() === '1';

/** The notice after a purchase, shown while the session flag pass_activated_show is '1'. */
export function PassActivatedBanner() {
  // A session flag the prerendered page (ADR 021) cannot know: shown once the page has hydrated.
  const flagged = useBrowserValue(isFlagged, false);
  return flagged ? (
    <Suspense fallback={null}>
      <PassActivatedNotice />
    </Suspense>
  ) : null;
}
