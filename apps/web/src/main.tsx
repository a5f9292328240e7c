import { StrictMode, startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isServedByWorker, readFirstScreen, readServedPassStatus } from '@/app/first-screen';
import { AppProvider } from '@/app/provider';
import type { QuerySlot } from '@/app/provider';
import { AppRoutes, loadFirstScreen, routeOf } from '@/app/router';
import { payPageVariant } from '@/features/checkout/lib/pay-page-variant';
import { readLanguageChoice, rememberLanguage } from '@/features/language/lib/language-choice';
import { keepPassStatusForWorker } from '@/features/pass/api/pass-status-cache';
import { FIRST_PAINT_NAMESPACES, initI18n, loadAllTextsWhenSettled } from '@/lib/i18n';
import { registerServiceWorkerWhenSettled } from '@/lib/register-sw';
import './index.css';

/**
 * Says on `<html data-first-screen>` how the page started, once its first commit is done (the whole page
 * hydrated, or rendered), for the journeys (e2e/tests/first-paint.spec.ts). No markup of its own, so the
 * prerender's tree needs no counterpart.
 */
function Started({ how, children }: { how: 'hydrated' | 'rendered'; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.firstScreen = how;
  }, [how]);
  return children;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's reading and the texts' start in a task of their own: with the modules' evaluation before them,
// they made one task over 50 ms at a phone's speed (Lighthouse's TBT; ADR 022).
await new Promise((resolve) => setTimeout(resolve, 0));

// A prerendered page (ADR 021) is hydrated when this visitor's first render is the page's: same route, no
// query (pages are rendered without one) but on /pay, whose page is the variant of its trigger (?t=...),
// language, first-visit picker, and on `/` a known pass state. Otherwise (a shell, or a page of another
// language than the stored choice) the app renders afresh: the page's HTML goes, and until the screen's
// texts and code are in, the visitor sees a blank page.
const choice = readLanguageChoice();
const language = choice ?? 'en';
const page = readFirstScreen(root);
const served = readServedPassStatus(document);
const hydrate =
  page !== null &&
  page.language === language &&
  page.firstVisit === (choice === null) &&
  routeOf(window.location.pathname) === page.route &&
  (page.route === '/pay'
    ? payPageVariant(window.location.search) === page.variant
    : window.location.search === '') &&
  (page.pass === null || page.pass === 'unknown' || served !== null);

const queries: QuerySlot = { served, servedFromWorker: isServedByWorker(document), client: null };
await Promise.all([
  initI18n([...FIRST_PAINT_NAMESPACES, ...(hydrate ? page.namespaces : [])], language),
  loadFirstScreen(window.location.pathname),
]);
const app = (
  <StrictMode>
    <Started how={hydrate ? 'hydrated' : 'rendered'}>
      <AppProvider queries={queries}>
        <BrowserRouter>
          <AppRoutes firstVisit={choice === null} />
        </BrowserRouter>
      </AppProvider>
    </Started>
  </StrictMode>
);
// A transition render yields to the browser every few milliseconds instead of one long task (TBT); the
// static frame in index.html stays painted until React commits.
startTransition(() => {
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
// Also brings the cookie and the service worker's copy in step with a choice made before they existed.
if (choice) rememberLanguage(choice);
if (served && !queries.servedFromWorker) keepPassStatusForWorker(served);
registerServiceWorkerWhenSettled();
loadAllTextsWhenSettled();
